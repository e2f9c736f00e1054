import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { createTestDb } from "../test/test-db.ts";
import { GroupCommitter, inlineWriter, workerWriter } from "./group-commit.ts";
import { WAL_CHECKPOINT_PAGES } from "../../../db/connection.ts";

const t = createTestDb();
afterAll(t.cleanup);
const ids = t.db.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE status = 'cardinal' LIMIT 3").all().map((r) => r.id);
const at = "2026-01-30T12:00:00.000Z";
const votesOf = (visitor: string) => {
  const fresh = new Database(t.path, { readonly: true });
  const n = fresh.query<{ n: number }, [string]>("SELECT count(*) AS n FROM cardinal_votes WHERE visitor_id LIKE ?1").get(visitor)!.n;
  fresh.close();
  return n;
};
const dataVersion = () => t.db.$client.query<{ data_version: number }, []>("PRAGMA data_version").get()!.data_version;

test("the worker commits a batch on its own connection; one failing write does not sink its neighbours", async () => {
  const commits = new GroupCommitter(workerWriter(t.path));
  const before = dataVersion();
  const results = await Promise.allSettled([
    commits.submit({ kind: "cardinal", visitorId: "w-a", cardinalId: ids[0]!, at }),
    commits.submit({ kind: "cardinal", visitorId: "w-b", cardinalId: 999_999, at }),
    commits.submit({ kind: "cardinal", visitorId: "w-c", cardinalId: ids[1]!, at }),
    commits.submit({ kind: "cardinal", visitorId: "w-a", cardinalId: ids[2]!, at }),
  ]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
  expect(results.map((r) => (r.status === "fulfilled" ? r.value : null))).toEqual([true, null, true, false]);
  // data_version moves only when another connection commits: the writes did not run on the server's connection.
  expect(dataVersion()).not.toBe(before);
  expect(votesOf("w-%")).toBe(2);
});

test("each acknowledged vote of a crowd is in the file, read through a new connection", async () => {
  const commits = new GroupCommitter(workerWriter(t.path));
  const outcomes = await Promise.all(Array.from({ length: 300 }, (_, i) => commits.submit({ kind: "cardinal", visitorId: `crowd-${i}`, cardinalId: ids[i % 3]!, at })));
  expect(outcomes.every(Boolean)).toBe(true);
  expect(votesOf("crowd-%")).toBe(300);
});

test("with a batch log, the worker writes one line per committed batch: when, how many votes, how long", async () => {
  const log = join(dirname(t.path), "batches.log");
  const commits = new GroupCommitter(workerWriter(t.path, log));
  const before = Date.now();
  await Promise.all(["log-a", "log-b", "log-c"].map((visitorId) => commits.submit({ kind: "cardinal", visitorId, cardinalId: ids[0]!, at })));
  await commits.submit({ kind: "cardinal", visitorId: "log-d", cardinalId: ids[0]!, at });
  await commits.close();
  const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => l.split(" ").map(Number));
  // The first three arrive in one turn of the event loop and share a commit; the fourth waited for its answer.
  expect(lines.map(([, votes]) => votes)).toEqual([3, 1]);
  for (const [ended, , ms] of lines) {
    expect(ended).toBeGreaterThanOrEqual(before);
    expect(ms).toBeGreaterThan(0);
  }
});

test("the votes that came in during a commit go to the worker before that commit's voters are answered", async () => {
  const real = workerWriter(t.path);
  const sent: string[] = [];
  const commits = new GroupCommitter({ ...real, offThread: real.offThread, commit: (writes) => (sent.push(...writes.map((w) => w.visitorId)), real.commit(writes)) });
  const first = commits.submit({ kind: "cardinal", visitorId: "next-a", cardinalId: ids[0]!, at });
  // The committer sends a batch at the end of the event loop's turn; this runs right after, while that batch commits.
  await new Promise((r) => setImmediate(r));
  expect(sent).toEqual(["next-a"]);
  const second = commits.submit({ kind: "cardinal", visitorId: "next-b", cardinalId: ids[1]!, at });
  // What had been sent by the time the first voter's answer was given.
  expect(await first.then(() => [...sent])).toEqual(["next-a", "next-b"]);
  expect(await second).toBe(true);
  await commits.close();
  expect(votesOf("next-%")).toBe(2);
});

test("on the server's own connection, one vote per transaction, as the benchmark's contrast runs", async () => {
  const commits = new GroupCommitter(inlineWriter(t.db.$client), 1);
  const outcomes = await Promise.all(["i-1", "i-2", "i-1"].map((visitorId) => commits.submit({ kind: "cardinal", visitorId, cardinalId: ids[0]!, at })));
  expect(outcomes).toEqual([true, true, false]);
  expect(votesOf("i-%")).toBe(2);
});

test("the worker lets its WAL grow past SQLite's usual 1,000 pages before it checkpoints", async () => {
  const commits = new GroupCommitter(workerWriter(t.path));
  const pageSize = t.db.$client.query<{ page_size: number }, []>("PRAGMA page_size").get()!.page_size;
  // A WAL file holds a 32-byte header and, per page written, a 24-byte frame header and the page.
  const walPages = () => (statSync(`${t.path}-wal`).size - 32) / (pageSize + 24);
  // Batches of new visitors in random order dirty many index pages each; stop once well past 1,000 pages.
  for (let batch = 0; walPages() < 1_500; batch++) {
    expect(batch).toBeLessThan(2_000);
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => commits.submit({ kind: "cardinal", visitorId: crypto.randomUUID(), cardinalId: ids[i % 3]!, at })));
    expect(outcomes.every(Boolean)).toBe(true);
  }
  expect(walPages()).toBeLessThanOrEqual(WAL_CHECKPOINT_PAGES + 100);
  await commits.close();
});
