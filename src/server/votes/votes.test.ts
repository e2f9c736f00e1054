import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { bumpRosterVersion } from "../../../db/queries/roster-version.ts";
import { openDb } from "../../../db/open.ts";
import { createTestApp, createTestDb } from "../test/test-db.ts";
import { RESULTS_RECOUNT_MS, resultsReader, ROSTER_RECHECK_MS, votableList } from "./votes.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { VoteResults, VoteStatus } from "../../shared/participation.ts";

const { app, db, cleanup } = createTestApp("2026-01-30", { writeLimit: { count: 1000, windowMs: 60_000 } });
afterAll(cleanup);

const idOf = (slug: string) => db.$client.query<{ id: number }, [string]>("SELECT id FROM cardinals WHERE slug = ?").get(slug)!.id;
const voteCount = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinal_votes").get()!.n;

describe("the papal election poll", () => {
  test("a first request gets a signed, HttpOnly, SameSite=Lax visitor cookie for a year", async () => {
    const res = await app.request("http://localhost/api/votes/status");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("visitor="))!;
    expect(cookie).toMatch(/^visitor=[a-f0-9]{32}\.[^;]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`);
  });

  test("vote once, see the status and ranked results; a second vote is 409 and changes nothing", async () => {
    const alice = new VisitorClient(app);
    expect(await (await alice.get("/api/votes/status")).json()).toEqual({ hasVoted: false, cardinalId: null, cardinalName: null });
    const ok = await alice.post("/api/votes", { cardinalId: idOf("pietro-parolin") });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { status: VoteStatus }).status).toEqual({ hasVoted: true, cardinalId: idOf("pietro-parolin"), cardinalName: "Pietro Parolin" });
    const again = await alice.post("/api/votes", { cardinalId: idOf("luis-antonio-tagle") });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toContain("already voted");
    const bob = new VisitorClient(app, "203.0.113.2");
    await bob.post("/api/votes", { cardinalId: idOf("luis-antonio-tagle") });
    const carol = new VisitorClient(app, "203.0.113.3");
    await carol.post("/api/votes", { cardinalId: idOf("luis-antonio-tagle") });
    const results = (await (await carol.get("/api/votes/results")).json()) as VoteResults;
    expect(results.totalVotes).toBe(3);
    expect(results.results).toEqual([
      { cardinalId: idOf("luis-antonio-tagle"), cardinalName: "Luis Antonio Tagle", slug: "luis-antonio-tagle", voteCount: 2, percentage: 66.7 },
      { cardinalId: idOf("pietro-parolin"), cardinalName: "Pietro Parolin", slug: "pietro-parolin", voteCount: 1, percentage: 33.3 },
    ]);
  });

  test.each([
    [{}, 400, "cardinalId"],
    [{ cardinalId: "" }, 400, "cardinalId"],
    [{ cardinalId: "abc" }, 400, "cardinalId"],
    [{ cardinalId: -3 }, 400, "cardinalId"],
    [{ cardinalId: 999999 }, 404, "cardinalId"],
  ])("refuses %j with %i and changes nothing", async (body, status, field) => {
    const before = voteCount();
    const res = await new VisitorClient(app, "198.51.100.9").post("/api/votes", body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { field: string }).field).toBe(field);
    expect(voteCount()).toBe(before);
  });

  test("only a JSON integer is a cardinal id: true, [n], \"n\", hex and exponent forms are refused", async () => {
    const n = idOf("pietro-parolin");
    const loose = [true, [n], String(n), `0x${n.toString(16)}`, `${n}e0`, `${n}.0`, n + 0.5];
    for (const [i, cardinalId] of loose.entries()) {
      const before = voteCount();
      const res = await new VisitorClient(app, `198.51.100.${120 + i}`).post("/api/votes", { cardinalId });
      expect({ cardinalId, status: res.status }).toEqual({ cardinalId, status: 400 });
      expect(((await res.json()) as { field: string }).field).toBe("cardinalId");
      expect(voteCount()).toBe(before);
    }
  });

  test("a vote without a valid cardinal is refused with 'Please select a cardinal'", async () => {
    const res = await new VisitorClient(app, "198.51.100.9").post("/api/votes", {});
    expect(((await res.json()) as { error: string }).error).toBe("Please select a cardinal");
  });

  test("the pope cannot be voted for", async () => {
    const res = await new VisitorClient(app, "198.51.100.10").post("/api/votes", { cardinalId: idOf("robert-francis-prevost") });
    expect(res.status).toBe(404);
  });

  test("broken JSON, the wrong content type and a foreign origin are refused", async () => {
    const v = new VisitorClient(app, "198.51.100.11");
    const before = voteCount();
    expect((await v.post("/api/votes", "{oops")).status).toBe(400);
    expect((await v.post("/api/votes", { cardinalId: 1 }, { "content-type": "text/plain" })).status).toBe(415);
    expect((await v.post("/api/votes", { cardinalId: 1 }, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await v.post("/api/votes", { cardinalId: 1 }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await v.post("/api/votes", { cardinalId: 1 }, { origin: "" })).status).toBe(403);
    expect(voteCount()).toBe(before);
  });
});

describe("concurrency", () => {
  test("200 simultaneous votes with one visitor cookie: exactly one counted", async () => {
    const visitor = new VisitorClient(app, "192.0.2.50");
    await visitor.get("/api/votes/status");
    const before = voteCount();
    const statuses = await Promise.all(Array.from({ length: 200 }, () => visitor.post("/api/votes", { cardinalId: idOf("matteo-zuppi") }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(voteCount()).toBe(before + 1);
  });

  test("200 simultaneous votes with distinct cookies: all counted", async () => {
    const before = voteCount();
    const visitors = Array.from({ length: 200 }, (_, i) => new VisitorClient(app, `192.0.2.${i % 250}`));
    const statuses = await Promise.all(visitors.map((v) => v.post("/api/votes", { cardinalId: idOf("peter-erdo") }).then((r) => r.status)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(voteCount()).toBe(before + 200);
  });
});

test("a per-address limit stops a script that clears its cookie", async () => {
  const { app: limited, db: ldb, cleanup: done } = createTestApp("2026-01-30", { writeLimit: { count: 3, windowMs: 60_000 } });
  const id = ldb.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'peter-erdo'").get()!.id;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await new VisitorClient(limited, "203.0.113.77").post("/api/votes", { cardinalId: id })).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect((await new VisitorClient(limited, "203.0.113.78").post("/api/votes", { cardinalId: id })).status).toBe(200);
  done();
});

test("visitor cookies signed the way Hono signs them stay valid, and a forged signature is a new visitor", async () => {
  const { Hono } = await import("hono");
  const { setSignedCookie } = await import("hono/cookie");
  const { visitorCookie, VISITOR_COOKIE } = await import("../http/visitor.ts");
  const id = "0123456789abcdef0123456789abcdef";
  const issuer = new Hono().get("/", async (c) => {
    await setSignedCookie(c, VISITOR_COOKIE, id, "test-secret", { path: "/" });
    return c.text("ok");
  });
  const honoCookie = (await issuer.request("/")).headers.getSetCookie()[0]!.split(";")[0]!;
  const reader = new Hono<{ Variables: { visitorId: string } }>().use(visitorCookie("test-secret")).get("/", (c) => c.text(c.var.visitorId));
  const accepted = await reader.request("/", { headers: { Cookie: honoCookie } });
  expect(await accepted.text()).toBe(id);
  expect(accepted.headers.getSetCookie()).toEqual([]);
  const forged = honoCookie.replace(/\.[^.]+$/, ".AAAA" + honoCookie.slice(-40));
  const refused = await reader.request("/", { headers: { Cookie: forged } });
  expect(await refused.text()).not.toBe(id);
  expect(refused.headers.getSetCookie()[0]).toMatch(/^visitor=[a-f0-9]{32}\.[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
});

describe("the list of cardinals one may vote for", () => {
  // Two connections to one file stand in for this server and another process.
  const t = createTestDb();
  const other = new Database(t.path);
  afterAll(() => {
    other.close();
    t.cleanup();
  });
  const parolin = t.db.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'pietro-parolin'").get()!.id;
  const electPope = (sqlite: Database, status: "pope" | "cardinal") => sqlite.run("UPDATE cardinals SET status = ?1 WHERE id = ?2", [status, parolin]);

  test("follows a roster change made by this process at once", () => {
    const votable = votableList(t.db, () => 0);
    expect(votable().has(parolin)).toBe(true);
    t.db.transaction((tx) => {
      electPope(t.db.$client, "pope");
      bumpRosterVersion(tx);
    });
    expect(votable().has(parolin)).toBe(false);
    t.db.transaction((tx) => {
      electPope(t.db.$client, "cardinal");
      bumpRosterVersion(tx);
    });
    expect(votable().has(parolin)).toBe(true);
  });

  test("follows one made by another process within the recheck interval, and rereads nothing for other commits", () => {
    let clock = 0;
    const votable = votableList(t.db, () => clock);
    const list = votable();
    expect(list.has(parolin)).toBe(true);
    // A vote committed on another connection (the vote writer's thread) leaves the roster as it was.
    other.run("INSERT INTO cardinal_votes (visitor_id, cardinal_id, created_at) VALUES ('list-test', ?1, '2026-01-30T00:00:00.000Z')", [parolin]);
    clock += ROSTER_RECHECK_MS;
    expect(votable()).toBe(list);
    other.transaction(() => {
      electPope(other, "pope");
      other.run("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'roster_version'");
    })();
    expect(votable().has(parolin)).toBe(true);
    clock += ROSTER_RECHECK_MS;
    expect(votable().has(parolin)).toBe(false);
    electPope(other, "cardinal");
  });
});

test("a new visitor's Set-Cookie is byte for byte what Hono's setCookie writes, over http and behind an https proxy", async () => {
  const { generateCookie } = await import("hono/cookie");
  const { Hono } = await import("hono");
  const { visitorCookie, VISITOR_COOKIE, signVisitorId } = await import("../http/visitor.ts");
  const site = new Hono<{ Variables: { visitorId: string } }>().use(visitorCookie("test-secret", 1)).get("/", (c) => c.text(c.var.visitorId));
  // Forty signatures each: their base64 holds every character that needs escaping.
  for (const proto of [...Array(40).fill("http"), ...Array(40).fill("https")]) {
    const res = await site.request("/", { headers: { "x-forwarded-proto": proto } });
    const id = await res.text();
    const expected = generateCookie(VISITOR_COOKIE, signVisitorId(id, "test-secret"), {
      httpOnly: true, sameSite: "Lax", path: "/", maxAge: 365 * 24 * 60 * 60, secure: proto === "https",
    });
    expect(res.headers.getSetCookie()).toEqual([expected]);
  }
});

test("visitor ids are 32 hex digits and never repeat, across refills of the random pool", async () => {
  const { newVisitorId } = await import("../http/visitor.ts");
  const ids = Array.from({ length: 1000 }, newVisitorId);
  expect(ids.every((id) => /^[a-f0-9]{32}$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

test("visitor ids begin with the time they were minted, so later ids sort after earlier ones", async () => {
  const { newVisitorId } = await import("../http/visitor.ts");
  const before = Date.now();
  const first = newVisitorId();
  // Waits for the clock to move on by a millisecond (no fixed sleep): ids of the same millisecond share a prefix.
  while (Date.now() <= parseInt(first.slice(0, 12), 16)) await Promise.resolve();
  const second = newVisitorId();
  const after = Date.now();
  for (const id of [first, second]) {
    const minted = parseInt(id.slice(0, 12), 16);
    expect(minted).toBeGreaterThanOrEqual(before);
    expect(minted).toBeLessThanOrEqual(after);
  }
  expect(second > first).toBe(true);
});

test("while votes keep coming the results are recounted at most once a second; a vote after a quiet second shows at once, another process's too", () => {
  const t = createTestDb();
  const otherProcess = openDb(t.path);
  try {
    let committed = 0;
    let clock = 0;
    const read = resultsReader(t.db, { committed: () => committed }, RESULTS_RECOUNT_MS, () => clock);
    const total = () => (JSON.parse(read()) as VoteResults).totalVotes;
    let visitors = 0;
    const parolin = t.db.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'pietro-parolin'").get()!.id;
    const insert = (db: typeof t.db) =>
      db.$client.run("INSERT INTO cardinal_votes (visitor_id, cardinal_id, created_at) VALUES (?, ?, ?)", [`visitor-${++visitors}`, parolin, new Date().toISOString()]);
    /** A vote this process's writer committed (its own connection: the count of commits tells). */
    const ownVote = () => (insert(t.db), committed++);

    expect(total()).toBe(0);
    ownVote();
    clock = RESULTS_RECOUNT_MS - 1;
    expect(total()).toBe(0);
    clock = RESULTS_RECOUNT_MS;
    expect(total()).toBe(1);
    ownVote();
    ownVote();
    clock += RESULTS_RECOUNT_MS / 2;
    expect(total()).toBe(1);
    clock += RESULTS_RECOUNT_MS / 2;
    expect(total()).toBe(3);
    // Quiet for a while, then a vote: the next read counts it.
    clock += 10 * RESULTS_RECOUNT_MS;
    ownVote();
    expect(total()).toBe(4);
    // Another process's vote (seen through data_version), made while a recount waits, is not forgotten.
    clock += RESULTS_RECOUNT_MS / 2;
    insert(otherProcess);
    expect(total()).toBe(4);
    clock += RESULTS_RECOUNT_MS / 2;
    expect(total()).toBe(5);
    // Nothing new: the count is kept however long it has been.
    const rows = () => t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinal_votes").get()!.n;
    clock += 10 * RESULTS_RECOUNT_MS;
    t.db.$client.run("DELETE FROM cardinal_votes WHERE visitor_id = 'visitor-1'");
    expect(rows()).toBe(4);
    expect(total()).toBe(5);
  } finally {
    otherProcess.$client.close();
    t.cleanup();
  }
});
