import { afterAll, expect, test } from "bun:test";
import { trustedForwardedEntry } from "./client-ip.ts";
import { readConfig } from "../config.ts";
import { createTestApp } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";

const headers = (xff: string) => ({ headers: new Headers({ "x-forwarded-for": xff }) });

test("the address believed is the one the trusted proxies appended, counted from the right", () => {
  expect(trustedForwardedEntry(headers("6.6.6.6, 203.0.113.5"), "x-forwarded-for", 1)).toBe("203.0.113.5");
  expect(trustedForwardedEntry(headers("6.6.6.6, 203.0.113.5, 10.0.0.2"), "x-forwarded-for", 2)).toBe("203.0.113.5");
  expect(trustedForwardedEntry(headers("203.0.113.5"), "x-forwarded-for", 2)).toBe("203.0.113.5");
  expect(trustedForwardedEntry(headers("6.6.6.6, 203.0.113.5"), "x-forwarded-for", 0)).toBeUndefined();
  expect(trustedForwardedEntry(headers(" , "), "x-forwarded-for", 1)).toBeUndefined();
  // Without a trusted proxy the headers are never read (a request makes its headers object on first read).
  const untouchable = { get headers(): Headers { throw new Error("headers read without a trusted proxy"); } };
  expect(trustedForwardedEntry(untouchable, "x-forwarded-for", 0)).toBeUndefined();
});

test("TRUST_PROXY is a number of proxies: unset is none, true is one, nonsense is refused", () => {
  const hops = (value?: string) => readConfig([], { TRUST_PROXY: value }).trustProxy;
  expect([hops(undefined), hops("0"), hops("1"), hops("true"), hops("2")]).toEqual([0, 0, 1, 1, 2]);
  expect(() => hops("yes please")).toThrow("TRUST_PROXY must be the number of your own proxies");
});

const { app, cleanup } = createTestApp("2026-01-30", { writeLimit: { count: 2, windowMs: 60_000 } });
afterAll(cleanup);

test("a voter who writes a new address at the left of X-Forwarded-For each time is still one address", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    // A fresh visitor each time (no cookie), claiming a new address; the proxy appended the real one.
    const v = new VisitorClient(app, `10.9.8.${i}, 203.0.113.99`);
    statuses.push((await v.post("/api/votes", { cardinalId: 1_000_000 })).status);
  }
  expect(statuses).toEqual([404, 404, 429, 429]);
});
