/**
 * Runs `task` once the browser has a moment with nothing else to do (or after
 * `latestMs` at the latest), and returns a function that cancels it. For work
 * a page does on its own when it starts (a log line, a warm-up), so it does not
 * join the long task that makes the page interactive on a slow phone.
 */
export function whenIdle(task: () => void, latestMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: latestMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
