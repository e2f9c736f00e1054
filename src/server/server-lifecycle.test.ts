import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { connect } from "node:net";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signVisitorId } from "./http/visitor.ts";
import { startServerProcess, type ServerProcess } from "./test/server-process.ts";

const dir = mkdtempSync(join(tmpdir(), "cardinalis-lifecycle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Starting from a checkout bundles the client first: several seconds each on a busy machine.
const PROCESS_TEST_MS = 120_000;
const SECRET = "lifecycle-test-secret";
const ENV = { SESSION_SECRET: SECRET, VOTE_RATE_LIMIT: "1000000/600" };

/** A visitor the test names itself, so a vote can be looked for even when its answer never came. */
const visitorCookie = (id: string) => `visitor=${encodeURIComponent(signVisitorId(id, SECRET))}`;
const voteRequest = (site: ServerProcess, id: string, cardinalId: number) => fetch(`${site.url}/api/votes`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: site.url, cookie: visitorCookie(id) },
  body: JSON.stringify({ cardinalId }),
});

test("SIGTERM during a stream of votes: every request the server took is answered, the last batch commits, the database closes, exit 0", async () => {
  const dbPath = join(dir, "stop.db");
  const site = await startServerProcess(dbPath, ENV);
  const { cardinals } = (await (await fetch(`${site.url}/api/cardinals?limit=50`)).json()) as { cardinals: { id: number }[] };
  const outcomes = new Map<string, string>();
  let acknowledged = 0;
  let running = true;
  const voter = async (n: number) => {
    for (let i = 0; running; i++) {
      const id = randomBytes(16).toString("hex");
      try {
        const res = await voteRequest(site, id, cardinals[(n + i) % cardinals.length]!.id);
        outcomes.set(id, String(res.status));
        if (res.status === 200) acknowledged++;
      } catch (err) {
        outcomes.set(id, (err as { code?: string }).code ?? String(err));
      }
    }
  };
  const voters = Array.from({ length: 16 }, (_, n) => voter(n));

  // One request still arriving when the signal comes: its headers and half its body are sent before it.
  const slowId = randomBytes(16).toString("hex");
  const body = JSON.stringify({ cardinalId: cardinals[0]!.id });
  const { port } = new URL(site.url);
  const slow = connect(Number(port), "127.0.0.1");
  const slowAnswer = new Promise<string>((resolve) => {
    let answer = "";
    slow.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    slow.on("close", () => resolve(answer));
  });
  slow.write(`POST /api/votes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${site.url}\r\nContent-Type: application/json\r\n` +
    `Cookie: ${visitorCookie(slowId)}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`);

  while (acknowledged < 150) await Bun.sleep(5);
  // A full round trip after the slow request's first bytes: the server has read its headers by now.
  expect((await fetch(`${site.url}/api/votes/results`)).status).toBe(200);
  site.proc.kill("SIGTERM");
  await site.said(/no longer accepting connections/);
  // The rest of the body, the socket left open for the answer as a browser leaves it (Bun takes a half-closed socket for a client gone).
  slow.write(body.slice(5));
  expect(await slowAnswer).toStartWith("HTTP/1.1 200");
  expect(await site.proc.exited).toBe(0);
  running = false;
  await Promise.all(voters);
  await site.said(/Stopped: every request answered and the database closed\./);

  // Closed cleanly: the WAL was folded back into the file.
  expect(existsSync(`${dbPath}-wal`) ? statSync(`${dbPath}-wal`).size : 0).toBe(0);
  const db = new Database(dbPath, { readonly: true });
  const stored = new Set(db.query<{ visitor_id: string }, []>("SELECT visitor_id FROM cardinal_votes").all().map((r) => r.visitor_id));
  db.close();
  const answered = [...outcomes].filter(([, o]) => /^\d+$/.test(o));
  const unanswered = [...outcomes].filter(([, o]) => !/^\d+$/.test(o));
  expect(answered.filter(([id, o]) => o === "200" && !stored.has(id))).toEqual([]);
  expect(stored.has(slowId)).toBe(true);
  // A vote without an answer is one the server never took (refused connection), so it was not counted either.
  expect(unanswered.filter(([id]) => stored.has(id))).toEqual([]);
  expect(answered.every(([, o]) => o === "200")).toBe(true);
}, PROCESS_TEST_MS);

test("two servers started together on a fresh database: the second waits for the first to set it up, then both serve", async () => {
  for (let round = 0; round < 2; round++) {
    const dbPath = join(dir, `together-${round}.db`);
    const [a, b] = await Promise.all([startServerProcess(dbPath, ENV), startServerProcess(dbPath, ENV)]);
    const totals: number[] = [];
    for (const site of [a, b]) {
      const list = (await (await fetch(`${site.url}/api/cardinals?limit=1`)).json()) as { metadata: { total: number } };
      totals.push(list.metadata.total);
      expect((await fetch(`${site.url}/api/seed-data`)).status).toBe(200);
    }
    expect(totals[0]).toBeGreaterThan(200);
    expect(totals[1]).toBe(totals[0]!);
    // One of them loaded the roster; the other found it loaded.
    expect([a.output(), b.output()].filter((o) => o.includes("(loaded,")).length).toBe(1);
    for (const site of [a, b]) {
      site.proc.kill("SIGTERM");
      expect(await site.proc.exited).toBe(0);
    }
  }
}, PROCESS_TEST_MS * 2);
