import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp } from "../test/test-db.ts";
import { startServerProcess } from "../test/server-process.ts";
import { withSecurityHeaders } from "../http/security-headers.ts";
import { isDiskFull } from "../http/disk-full.ts";
import { signVisitorId } from "../http/visitor.ts";
import type { App } from "../app.ts";

/**
 * The vote path ahead of Hono must answer every request exactly as the Hono
 * route does. Each case is sent twice, as two requests built alike (from two
 * visitors in the same situation, or the same visitor twice): once through the
 * fast path as main.ts calls it (falling back to the Hono app when it declines),
 * once through the Hono app alone with the security headers main.ts adds.
 */

const SECRET = "test-secret";
const ORIGIN = "http://localhost";

interface Sent {
  path?: string;
  body?: string;
  headers?: Record<string, string>;
  /** The socket's address (the tests' app trusts one proxy, so X-Forwarded-For is set from it as well). */
  ip?: string;
}

const requestOf = ({ path = "/api/votes", body = "{}", headers = {}, ip = "203.0.113.1" }: Sent) => new Request(`${ORIGIN}${path}`, {
  method: "POST",
  // A request read from a socket declares its body's length; one built here must say it too.
  headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip, "content-length": String(Buffer.byteLength(body)), ...headers },
  body,
});

const httpsOf = (req: Request) => req.headers.get("x-forwarded-proto") === "https";

/** As main.ts's fetch handler: the fast path, or the Hono app when it declines. */
async function viaFastPath(app: App, sent: Sent): Promise<{ res: Response; fast: boolean }> {
  const req = requestOf(sent);
  const https = httpsOf(req);
  const fast = app.voteWrite(req, new URL(req.url), () => sent.ip ?? "203.0.113.1", https);
  if (fast) return { res: await fast, fast: true };
  return { res: withSecurityHeaders(await app.fetch(req, { ip: sent.ip ?? "203.0.113.1" }), https), fast: false };
}

async function viaHono(app: App, sent: Sent): Promise<Response> {
  const req = requestOf(sent);
  return withSecurityHeaders(await app.fetch(req, { ip: sent.ip ?? "203.0.113.1" }), httpsOf(req));
}

/** Status, body and every header, with a new visitor's random signed id blanked (its shape and flags stay). */
async function answerOf(res: Response) {
  const headers = [...res.headers].map(([name, value]) => [name.toLowerCase(), name.toLowerCase() === "set-cookie" ? value.replace(/^visitor=[a-f0-9]{32}\.[^;]+;/, "visitor=(new);") : value]);
  return { status: res.status, body: await res.text(), headers: headers.sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)) };
}

/**
 * Sends the case both ways and expects the same answer; returns it, and whether the fast path took it.
 * `honoApp` is a second app in the same state, for answers that count the votes so far.
 */
async function same(app: App, fastSent: Sent, honoSent: Sent = fastSent, honoApp: App = app) {
  const fast = await viaFastPath(app, fastSent);
  const a = await answerOf(fast.res);
  const b = await answerOf(await viaHono(honoApp, honoSent));
  expect(a).toEqual(b);
  return { ...a, fast: fast.fast, json: JSON.parse(a.body) as { error?: string; field?: string } };
}

const cookieFor = (id: string) => ({ cookie: `visitor=${encodeURIComponent(signVisitorId(id, SECRET))}` });
let visitors = 0;
/** A visitor id nobody has used yet, as a signed cookie header. */
const newVisitor = () => cookieFor((++visitors).toString(16).padStart(32, "0"));

describe("POST /api/votes ahead of Hono answers as the Hono route does", () => {
  const { app, db, cleanup } = createTestApp("2026-01-30", { writeLimit: { count: 1000, windowMs: 60_000 } });
  afterAll(cleanup);
  const idOf = (slug: string) => db.$client.query<{ id: number }, [string]>("SELECT id FROM cardinals WHERE slug = ?").get(slug)!.id;
  const voteCount = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinal_votes").get()!.n;
  const parolin = () => JSON.stringify({ cardinalId: idOf("pietro-parolin") });

  test("a first vote from a new visitor: 200, a new signed cookie, no-store and the security headers, over http and behind an https proxy", async () => {
    for (const proto of ["http", "https"]) {
      const before = voteCount();
      const sent = { body: parolin(), headers: { "x-forwarded-proto": proto } };
      const answer = await same(app, sent);
      expect(answer.fast).toBe(true);
      expect(answer.status).toBe(200);
      expect(voteCount()).toBe(before + 2);
      const headers = Object.fromEntries(answer.headers);
      expect(headers["set-cookie"]).toBe(`visitor=(new); Max-Age=31536000; Path=/; HttpOnly${proto === "https" ? "; Secure" : ""}; SameSite=Lax`);
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["content-type"]).toBe("application/json");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"] !== undefined).toBe(proto === "https");
    }
  });

  test("a visitor with a valid cookie gets no new one; a second vote is 409 from either path; a forged cookie is a new visitor", async () => {
    const a = newVisitor();
    const b = newVisitor();
    const first = await same(app, { body: parolin(), headers: a }, { body: parolin(), headers: b });
    expect(first.status).toBe(200);
    expect(first.headers.some(([name]) => name === "set-cookie")).toBe(false);
    const again = await same(app, { body: parolin(), headers: a }, { body: parolin(), headers: b });
    expect(again.status).toBe(409);
    expect(again.json.error).toContain("already voted");
    const forged = { cookie: a.cookie.slice(0, -6) + "AAAAAA" };
    const fresh = await same(app, { body: parolin(), headers: forged });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.find(([name]) => name === "set-cookie")?.[1]).toStartWith("visitor=(new);");
  });

  test.each([
    ["no cardinal", "{}", 400, "cardinalId"],
    ["a string id", '{"cardinalId":"abc"}', 400, "cardinalId"],
    ["a fractional id", '{"cardinalId":1.5}', 400, "cardinalId"],
    ["a cardinal not in the poll", '{"cardinalId":999999}', 404, "cardinalId"],
    ["broken JSON", "{oops", 400, undefined],
    ["an empty body", "", 400, undefined],
    ["a __proto__ key", '{"__proto__":{"cardinalId":1},"cardinalId":1}', 400, "__proto__"],
  ])("%s: the same refusal from the fast path, and nothing saved", async (_, body, status, field) => {
    const before = voteCount();
    const answer = await same(app, { body, headers: newVisitor() }, { body, headers: newVisitor() });
    expect(answer.fast).toBe(true);
    expect(answer.status).toBe(status);
    expect(answer.json.field).toBe(field);
    expect(voteCount()).toBe(before);
  });

  test.each([
    ["text/plain", { "content-type": "text/plain" }, 415],
    ["a form's type", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["another site's origin", { origin: "https://evil.example" }, 403],
    ["an empty origin", { origin: "" }, 403],
  ])("%s: left to the Hono route, which refuses it", async (_, headers, status) => {
    const before = voteCount();
    const answer = await same(app, { body: parolin(), headers });
    expect(answer.fast).toBe(false);
    expect(answer.status).toBe(status);
    expect(voteCount()).toBe(before);
  });

  test("no Origin but Sec-Fetch-Site: same-origin is taken and counted; cross-site is left to the Hono route", async () => {
    const before = voteCount();
    // An empty Origin counts as none: then the browser's Sec-Fetch-Site decides.
    const answer = await same(app, { body: parolin(), headers: { origin: "", "sec-fetch-site": "same-origin" } });
    expect([answer.fast, answer.status]).toEqual([true, 200]);
    expect(voteCount()).toBe(before + 2);
    const cross = await same(app, { body: parolin(), headers: { origin: "", "sec-fetch-site": "cross-site" } });
    expect([cross.fast, cross.status]).toEqual([false, 403]);
    expect(voteCount()).toBe(before + 2);
  });

  test("a body over the limit is left to the Hono route: 413, nothing saved", async () => {
    const before = voteCount();
    const body = JSON.stringify({ cardinalId: idOf("pietro-parolin"), pad: "x".repeat(20_000) });
    const answer = await same(app, { body });
    expect(answer.fast).toBe(false);
    expect(answer.status).toBe(413);
    expect(voteCount()).toBe(before);
  });

  test("other paths and methods are not taken", () => {
    for (const [method, path] of [["GET", "/api/votes"], ["POST", "/api/votes/"], ["POST", "/api/votes/results"], ["POST", "/api/polls/abc/vote"], ["POST", "/api/vot%65s"], ["PUT", "/api/votes"]] as const) {
      const req = new Request(`${ORIGIN}${path}`, { method, headers: { "content-type": "application/json", origin: ORIGIN, "content-length": "2" }, body: method === "GET" ? undefined : "{}" });
      expect({ method, path, taken: app.voteWrite(req, new URL(req.url), () => "203.0.113.1", false) !== null }).toEqual({ method, path, taken: false });
    }
  });
});

describe("POST /api/polls/:id/vote ahead of Hono answers as the Hono route does", () => {
  // Two apps in the same state: a poll's answer carries its counts, which the other path's vote would change.
  const { app, db, cleanup } = createTestApp("2026-01-30", { writeLimit: { count: 1000, windowMs: 60_000 } });
  const second = createTestApp("2026-01-30", { writeLimit: { count: 1000, windowMs: 60_000 } });
  afterAll(() => {
    cleanup();
    second.cleanup();
  });
  const poll = db.$client.query<{ poll: number; option: number }, []>("SELECT poll_id AS poll, id AS option FROM poll_options ORDER BY poll_id, id LIMIT 1").get()!;
  const other = db.$client.query<{ option: number }, [number]>("SELECT id AS option FROM poll_options WHERE poll_id <> ?1 LIMIT 1").get(poll.poll)!;
  const pollVotes = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM poll_votes").get()!.n;
  const vote = (optionId: number) => JSON.stringify({ optionId });

  test("a vote, then the same visitor again (409), and the refusals", async () => {
    const [a, b] = [newVisitor(), newVisitor()];
    const path = `/api/polls/${poll.poll}/vote`;
    const first = await same(app, { path, body: vote(poll.option), headers: a }, { path, body: vote(poll.option), headers: b }, second.app);
    expect([first.fast, first.status]).toEqual([true, 200]);
    const again = await same(app, { path, body: vote(poll.option), headers: a }, { path, body: vote(poll.option), headers: b }, second.app);
    expect(again.status).toBe(409);
    const before = pollVotes();
    for (const [p, body, status, field] of [
      [path, vote(other.option), 400, "optionId"],
      [path, "{}", 400, "optionId"],
      ["/api/polls/999999/vote", vote(poll.option), 404, "id"],
      ["/api/polls/0/vote", vote(poll.option), 400, "id"],
      ["/api/polls/012/vote", vote(poll.option), 400, "id"],
      [path, "[1", 400, undefined],
    ] as const) {
      const answer = await same(app, { path: p, body, headers: newVisitor() }, { path: p, body, headers: newVisitor() });
      expect({ p, body, fast: answer.fast, status: answer.status, field: answer.json.field }).toEqual({ p, body, fast: true, status, field });
    }
    expect(pollVotes()).toBe(before);
  });
});

test("the fast path and the Hono route count against one per-address limit", async () => {
  const { app, db, cleanup } = createTestApp("2026-01-30", { writeLimit: { count: 3, windowMs: 60_000 } });
  try {
    const body = JSON.stringify({ cardinalId: db.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'peter-erdo'").get()!.id });
    const ip = "198.51.100.77";
    const statuses = [
      (await viaFastPath(app, { body, ip })).res.status,
      (await viaHono(app, { body, ip })).status,
      (await viaFastPath(app, { body, ip })).res.status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await same(app, { body, ip });
    expect(refused.fast).toBe(true);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toContain("Too many votes");
    // Another address is not held back.
    expect((await viaFastPath(app, { body, ip: "198.51.100.78" })).res.status).toBe(200);
  } finally {
    cleanup();
  }
});

test("a full disk: 503 with Retry-After from both paths, nothing saved, and votes again once there is room", async () => {
  // Votes on the server's own connection, so SQLite's page ceiling set below applies to them.
  const { app, db, cleanup } = createTestApp("2026-01-30", { groupCommit: { maxBatch: 1 }, writeLimit: { count: 100_000, windowMs: 60_000 } });
  const errors = console.error;
  console.error = () => {};
  try {
    const sqlite = db.$client;
    const ids = sqlite.query<{ id: number }, []>("SELECT id FROM cardinals WHERE status = 'cardinal' LIMIT 40").all().map((r) => r.id);
    sqlite.run("CREATE TABLE ballast (b BLOB)");
    sqlite.run(`PRAGMA max_page_count = ${sqlite.query<{ page_count: number }, []>("PRAGMA page_count").get()!.page_count}`);
    for (const size of [4000, 500, 50, 1]) {
      try {
        for (;;) sqlite.query("INSERT INTO ballast VALUES (zeroblob(?1))").run(size);
      } catch (err) {
        expect(isDiskFull(err)).toBe(true);
      }
    }
    // The votes table's last page may still hold a few rows.
    let n = 0;
    for (let status = 200; status === 200; n++) {
      expect(n).toBeLessThan(1000);
      status = (await viaFastPath(app, { body: JSON.stringify({ cardinalId: ids[n % ids.length] }) })).res.status;
    }
    const count = sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinal_votes").get()!.n;
    const full = await same(app, { body: JSON.stringify({ cardinalId: ids[0] }) });
    expect(full.fast).toBe(true);
    expect(full.status).toBe(503);
    expect(Object.fromEntries(full.headers)["retry-after"]).toBe("120");
    expect(full.json.error).toContain("disk is full");
    expect(sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinal_votes").get()!.n).toBe(count);
    sqlite.run("PRAGMA max_page_count = 1073741823");
    expect((await same(app, { body: JSON.stringify({ cardinalId: ids[1] }) })).status).toBe(200);
  } finally {
    console.error = errors;
    cleanup();
  }
});

test("through the real server, a vote's answer on the wire is the Hono route's answer", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-fast-vote-"));
  const site = await startServerProcess(join(dir, "site.db"), { SESSION_SECRET: SECRET, VOTE_RATE_LIMIT: "1000/600" });
  const { app, cleanup } = createTestApp("2026-01-30", { trustProxy: 0 });
  try {
    const { cardinals } = (await (await fetch(`${site.url}/api/cardinals?limit=5`)).json()) as { cardinals: { id: number; slug: string }[] };
    const parolin = cardinals.find((c) => c.slug === "pietro-parolin") ?? cardinals[0]!;
    const body = JSON.stringify({ cardinalId: parolin.id });
    const host = new URL(site.url).host;
    const send = (headers: Record<string, string>) => fetch(`${site.url}/api/votes`, { method: "POST", headers: { "content-type": "application/json", origin: site.url, ...headers }, body });
    // The in-process app is asked with the same Host, so the same-origin check sees the same site.
    const hono = async (headers: Record<string, string>) => withSecurityHeaders(await app.fetch(new Request(`http://${host}/api/votes`, {
      method: "POST", headers: { "content-type": "application/json", origin: site.url, ...headers }, body,
    }), { ip: "127.0.0.1" }), false);
    const onWire = async (res: Response) => {
      const a = await answerOf(res);
      // Bun adds these when it writes any response.
      return { ...a, headers: a.headers.filter(([name]) => name !== "date" && name !== "content-length") };
    };
    const visitor = cookieFor("f".repeat(32));
    for (const headers of [{}, visitor, visitor, { "content-type": "text/plain" }] as Record<string, string>[]) {
      const wire = await onWire(await send(headers));
      expect(wire).toEqual(await onWire(await hono(headers)));
    }
  } finally {
    site.proc.kill();
    await site.proc.exited;
    cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
