import { expect, test } from "bun:test";
import { createWriteGuard } from "./write-guard.ts";

const headersFrom = (forwardedFor?: string) => ({ headers: new Headers(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) });

test("behind a trusted proxy the forwarded address is counted and the socket's is never asked for", () => {
  const guard = createWriteGuard("secret", 1, { count: 2, windowMs: 60_000 });
  let asked = 0;
  const socket = () => {
    asked++;
    return "10.0.0.1";
  };
  expect(guard.check(headersFrom("203.0.113.7"), socket)).toBeNull();
  expect(guard.check(headersFrom("203.0.113.7"), socket)).toBeNull();
  expect(guard.check(headersFrom("203.0.113.7"), socket)?.status).toBe(429);
  // Another client behind the same proxy has a count of its own.
  expect(guard.check(headersFrom("203.0.113.8"), socket)).toBeNull();
  expect(asked).toBe(0);
});

test("without a forwarded address (or without a trusted proxy) the socket's address is counted", () => {
  for (const [hops, forwardedFor] of [[0, "203.0.113.7"], [1, undefined]] as const) {
    const guard = createWriteGuard("secret", hops, { count: 1, windowMs: 60_000 });
    let asked = 0;
    const socket = () => {
      asked++;
      return "198.51.100.1";
    };
    expect(guard.check(headersFrom(forwardedFor), socket)).toBeNull();
    // The same socket address with a different forwarded one is the same client when the header is not believed.
    expect(guard.check(headersFrom(hops === 0 ? "203.0.113.99" : undefined), socket)?.status).toBe(429);
    expect(asked).toBe(2);
  }
});
