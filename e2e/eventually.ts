import { EVENTUALLY_MS } from "./timeouts.ts";

/**
 * Retries an assertion until it passes or the time is up, then throws its
 * last failure. Pages update asynchronously; this waits for the outcome
 * instead of sleeping a guessed number of milliseconds.
 */
export async function eventually(assertion: () => unknown, timeoutMs = EVENTUALLY_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
