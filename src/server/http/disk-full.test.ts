import { afterAll, expect, spyOn, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import { DiskFull, isDiskFull } from "./disk-full.ts";

// Votes on the server's own connection, so the size limit set below applies to them.
const t = createTestApp("2026-01-30", { groupCommit: { maxBatch: 1 }, writeLimit: { count: 100_000, windowMs: 60_000 }, correctionLimit: 100_000 });
afterAll(t.cleanup);
const sqlite = t.db.$client;
const SOURCE = "https://www.vatican.va/content/vatican/en.html";

/**
 * A disk with no room left, honestly: SQLite's own ceiling on the file's
 * pages, set to the pages it has now, then every free byte filled. Inserts
 * then fail with SQLITE_FULL, the code a full disk gives.
 */
function fillTheDisk() {
  sqlite.run("CREATE TABLE IF NOT EXISTS ballast (b BLOB)");
  const pages = sqlite.query<{ page_count: number }, []>("PRAGMA page_count").get()!.page_count;
  sqlite.run(`PRAGMA max_page_count = ${pages}`);
  const untilFull = (insert: () => void) => {
    try {
      for (;;) insert();
    } catch (err) {
      expect(isDiskFull(err)).toBe(true);
    }
  };
  for (const size of [4000, 500, 50, 1]) untilFull(() => sqlite.query("INSERT INTO ballast VALUES (zeroblob(?1))").run(size));
  // A sign-in writes a session and an audit row: fill what their tables' last pages have left (each sign-in is a slow hash).
  let i = 0;
  const later = new Date(Date.now() + 3_600_000).toISOString();
  untilFull(() => sqlite.query("INSERT INTO admin_sessions (token_hash, created_at, expires_at) VALUES (?1, ?2, ?2)").run(`ballast-${i++}`, later));
  untilFull(() => sqlite.query("INSERT INTO audit_log (at, action) VALUES (?1, 'ballast')").run(later));
}
const freeSpace = () => sqlite.run("PRAGMA max_page_count = 1073741823");

test("disk full: writes answer 503 with Retry-After and a sentence, reads and the right password keep working, one log line, recovery by itself", async () => {
  const { cardinals } = (await (await t.app.request("/api/cardinals?limit=40")).json()) as { cardinals: { id: number }[] };
  const operator = new VisitorClient(t.app, "198.51.100.20");
  expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  const errors = spyOn(console, "error");
  const warnings = spyOn(console, "warn");
  try {
    fillTheDisk();
    errors.mockClear();
    // The last page of each table may still have room for a few rows: the disk is full for a table when it needs a new page.
    let n = 0;
    const untilFull = async (send: () => Promise<Response>) => {
      for (let tries = 0; ; tries++) {
        const res = await send();
        if (res.status >= 300) return res;
        expect(tries).toBeLessThan(1000);
      }
    };
    expect((await untilFull(() => new VisitorClient(t.app, `203.0.113.${200 + (++n % 50)}`).post("/api/votes", { cardinalId: cardinals[n % 40]!.id }))).status).toBe(503);
    const voters = Array.from({ length: 30 }, (_, i) => new VisitorClient(t.app, `203.0.113.${i + 1}`));
    const votes = await Promise.all(voters.map((v, i) => v.post("/api/votes", { cardinalId: cardinals[i]!.id })));
    for (const res of votes) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("120");
      expect(((await res.json()) as { error: string }).error).toBe("The server's disk is full, so nothing can be saved right now and nothing was saved. Please try again in a few minutes.");
    }
    const correct = () => new VisitorClient(t.app, "203.0.113.99").post("/api/corrections", { slug: "pietro-parolin", field: "currentPosition", value: "Secretary of State", sourceUrl: SOURCE });
    expect((await untilFull(correct)).status).toBe(503);
    expect((await correct()).status).toBe(503);

    // A new sign-in needs a session row: said plainly. A wrong password needs no write and is still refused as such.
    const signIn = await new VisitorClient(t.app, "198.51.100.21").post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get("retry-after")).toBe("120");
    expect(((await signIn.json()) as { error: string }).error).toContain("a new sign-in cannot be recorded");
    expect((await new VisitorClient(t.app, "198.51.100.22").post("/api/admin/login", { password: "wrong" })).status).toBe(401);
    // The operator already signed in stays signed in; reads keep working.
    expect(await (await operator.get("/api/admin/session")).json()).toMatchObject({ signedIn: true });
    expect((await t.app.request("/api/votes/results")).status).toBe(200);
    expect((await t.app.request("/api/cardinals/pietro-parolin")).status).toBe(200);

    // Dozens of refused writes, one line in the log.
    const lines = errors.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((l) => l.includes("disk holding the database is full"))).toHaveLength(1);
    expect(lines.filter((l) => !l.includes("disk holding the database is full"))).toEqual([]);

    freeSpace();
    expect((await voters[0]!.post("/api/votes", { cardinalId: cardinals[0]!.id })).status).toBe(200);
    expect((await new VisitorClient(t.app, "198.51.100.21").post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  } finally {
    freeSpace();
    errors.mockRestore();
    warnings.mockRestore();
  }
});

test("the vote writer's thread reports a full disk by its code, so the answer is the same 503", () => {
  expect(isDiskFull(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }))).toBe(true);
  expect(isDiskFull(new Error("Failed query", { cause: Object.assign(new Error("x"), { code: "SQLITE_FULL" }) }))).toBe(true);
  expect(isDiskFull(new Error("UNIQUE constraint failed"))).toBe(false);
});

test("logged at most once a minute, with how many writes were refused meanwhile", () => {
  let now = 0;
  const lines: string[] = [];
  const notice = new DiskFull(() => now, (l) => lines.push(l));
  for (let i = 0; i < 500; i++, now += 100) notice.note("POST /api/votes");
  expect(lines).toHaveLength(1);
  now = 60_000;
  notice.note("POST /api/votes");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("500 write(s) refused");
});
