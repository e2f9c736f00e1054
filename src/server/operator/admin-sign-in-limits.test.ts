import { afterAll, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";

// A short pause keeps the slowed phase quick here; the server pauses a second.
const { app, cleanup } = createTestApp("2026-01-30", { signInLimits: { pauseMs: 20 } });
afterAll(cleanup);

const signIn = (ip: string, password: string) => new VisitorClient(app, ip).post("/api/admin/login", { password });
// Each password check is a deliberately slow hash; dozens of them need more than the default 5 s on a busy machine.
const MANY_CHECKS_MS = 60_000;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

test("60 simultaneous wrong guesses and the right password from one address: only 5 are checked", async () => {
  const wrong = Array.from({ length: 60 }, (_, i) => signIn("192.0.2.50", `guess-${i}`));
  const right = signIn("192.0.2.50", TEST_ADMIN_PASSWORD);
  const statuses = (await Promise.all(wrong)).map((r) => r.status);
  expect(tally(statuses)).toEqual({ 401: 5, 429: 55 });
  const refused = await right;
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("900");
}, MANY_CHECKS_MS);

test("the operator signs in from their own address while strangers guess, before and after the site-wide slow-down", async () => {
  const during = signIn("198.51.100.77", TEST_ADMIN_PASSWORD);
  // Six addresses, five failures each: past the 25 failures after which checks are slowed.
  const guesses = Array.from({ length: 6 * 6 }, (_, i) => signIn(`192.0.2.${60 + (i % 6)}`, `guess-${i}`));
  expect((await during).status).toBe(200);
  expect(tally((await Promise.all(guesses)).map((r) => r.status))).toEqual({ 401: 30, 429: 6 });
  // Slowed, never refused: the operator still gets in from an address that has not failed.
  const after = await Promise.all([signIn("192.0.2.60", TEST_ADMIN_PASSWORD), signIn("198.51.100.78", TEST_ADMIN_PASSWORD)]);
  expect(after.map((r) => r.status)).toEqual([429, 200]);
}, MANY_CHECKS_MS);

test("a right password gives its attempt back, so the operator is not limited by their own sign-ins", async () => {
  for (let i = 0; i < 8; i++) expect((await signIn("198.51.100.79", TEST_ADMIN_PASSWORD)).status).toBe(200);
  expect((await signIn("198.51.100.79", "wrong")).status).toBe(401);
}, MANY_CHECKS_MS);
