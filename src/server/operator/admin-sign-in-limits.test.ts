import { afterAll, describe, expect, test } from "bun:test";
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

describe("the operator's wait is bounded while a crowd of addresses guesses", () => {
  /** Past the site-wide threshold: 30 failures from some addresses, each awaited. */
  async function slowDown(signIn: (ip: string, password: string) => Promise<Response>, addresses = 6) {
    const guesses = Array.from({ length: 30 }, (_, i) => signIn(`192.0.2.${110 + (i % addresses)}`, `warm-up-${i}`));
    expect(tally((await Promise.all(guesses)).map((r) => r.status))).toEqual({ 401: 30 });
  }
  /** 40 addresses × 5 wrong guesses at once; counts the wrong answers as they come. */
  function crowd(signIn: (ip: string, password: string) => Promise<Response>) {
    const answered = { wrong: 0 };
    const all = Array.from({ length: 40 * 5 }, (_, i) => signIn(`198.18.0.${1 + (i % 40)}`, `crowd-${i}`).then((r) => {
      if (r.status === 401) answered.wrong++;
      return r;
    }));
    return { answered, all: Promise.all(all) };
  }

  test("a browser that signed in before is checked at once, not after the crowd's guesses", async () => {
    const t = createTestApp("2026-01-30", { signInLimits: { pauseMs: 20 } });
    const operator = new VisitorClient(t.app, "198.51.100.90");
    expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
    expect(operator.cookie("admin_device")).toBeDefined();
    const signIn = (ip: string, password: string) => new VisitorClient(t.app, ip).post("/api/admin/login", { password });
    await slowDown(signIn);
    const guesses = crowd(signIn);
    // From another address too: the browser, not the address, is what the operator brings along.
    const again = await new VisitorClient(t.app, "198.51.100.91").request("POST", "/api/admin/login", { password: TEST_ADMIN_PASSWORD }, { cookie: `admin_device=${operator.cookie("admin_device")}` });
    expect(again.status).toBe(200);
    // Not after the crowd's checks: queued, it would have come after the one running and the ten waiting
    // (before this, after all 200). Its own check runs beside the one under way, so on a busy machine that one,
    // or the next after its pause, may finish first: how many is timing, the bound is not.
    expect(guesses.answered.wrong).toBeLessThan(11);
    const statuses = tally((await guesses.all).map((r) => r.status));
    // One check running and ten waiting were checked; the rest were told to come back, unchecked.
    expect(statuses[401]).toBeLessThanOrEqual(11);
    expect(statuses[429]).toBe(200 - statuses[401]!);
    t.cleanup();
  }, MANY_CHECKS_MS);

  test("a new browser is answered at once when the queue is full, told when to come back, and then gets in", async () => {
    const t = createTestApp("2026-01-30", { signInLimits: { pauseMs: 20 } });
    const signIn = (ip: string, password: string) => new VisitorClient(t.app, ip).post("/api/admin/login", { password });
    await slowDown(signIn);
    const guesses = crowd(signIn);
    const operator = new VisitorClient(t.app, "198.51.100.92");
    const busy = await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await busy.json()) as { error: string }).error).toContain("Your password was not checked");
    // Answered before the queue in front had drained, not after the whole crowd.
    expect(guesses.answered.wrong).toBeLessThanOrEqual(11);
    await guesses.all;
    // The refusal did not count against the operator's address.
    expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
    t.cleanup();
  }, MANY_CHECKS_MS);

  test("an address's first attempt goes ahead of strangers who already failed", async () => {
    const t = createTestApp("2026-01-30", { signInLimits: { pauseMs: 20 } });
    const signIn = (ip: string, password: string) => new VisitorClient(t.app, ip).post("/api/admin/login", { password });
    // Ten addresses with three failures each: their two remaining guesses are repeats, and fill the queue.
    await slowDown(signIn, 10);
    const repeats = Array.from({ length: 10 * 2 }, (_, i) => signIn(`192.0.2.${110 + (i % 10)}`, `repeat-${i}`));
    const answered = { wrong: 0 };
    for (const r of repeats) void r.then((res) => { if (res.status === 401) answered.wrong++; });
    const operator = await signIn("198.51.100.93", TEST_ADMIN_PASSWORD);
    expect(operator.status).toBe(200);
    // Behind at most the check that was running, not the ten that were waiting.
    expect(answered.wrong).toBeLessThanOrEqual(1);
    // One running, ten waiting (one of them pushed out by the operator), nine with no room.
    expect(tally((await Promise.all(repeats)).map((r) => r.status))).toEqual({ 401: 10, 429: 10 });
    t.cleanup();
  }, MANY_CHECKS_MS);
});
