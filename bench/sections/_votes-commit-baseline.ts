/**
 * The honest limit for durable votes: bun:sqlite group commits and nothing
 * else (no HTTP, no cookie, no thread hand-off). It commits, back to back,
 * batches of the sizes the app's vote writer made under the same load (the
 * app's VOTE_BATCH_LOG, replayed in order and from the start again until the
 * time is up), through the app's own connection setup (WAL,
 * synchronous=FULL, the vote writer's checkpoint interval) and insert
 * statements, each vote from a new visitor id made by the app's own
 * generator (so in time order, as the app's are), on a copy of the app's
 * fresh database. It prints one line of JSON: votes, commits, seconds,
 * votes/s, mean commit ms.
 *
 *   bun bench/sections/_votes-commit-baseline.ts <database> <batch sizes file> <seconds>
 */
import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { configureConnection } from "../../db/connection.ts";
import { prepareVoteWrites, type VoteWrite } from "../../db/queries/vote-writes.ts";
import { newVisitorId } from "../../src/server/http/visitor.ts";

export interface CommitBaselineResult {
  votes: number;
  commits: number;
  seconds: number;
  votesPerSecond: number;
  meanBatch: number;
  /** Time inside commitBatch (the inserts, the commit and its fsync) per batch. */
  meanCommitMs: number;
}

if (import.meta.main) {
  const [path, sizesFile, seconds] = process.argv.slice(2);
  if (!path || !sizesFile || !seconds) throw new Error("usage: _votes-commit-baseline.ts <database> <batch sizes file> <seconds>");
  const sizes = readFileSync(sizesFile, "utf8").split(/\s+/).filter(Boolean).map(Number);
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`${sizesFile} holds no batch sizes`);
  const sqlite = configureConnection(new Database(path, { strict: true }));
  const { commitBatch } = prepareVoteWrites(sqlite);
  const cardinals = sqlite.query<{ id: number }, []>("SELECT id FROM cardinals WHERE status = 'cardinal' ORDER BY id").all().map((r) => r.id);
  let votes = 0;
  let commits = 0;
  let inCommit = 0;
  const start = performance.now();
  const until = start + Number(seconds) * 1000;
  while (performance.now() < until) {
    const size = sizes[commits % sizes.length]!;
    // Making the batch (new ids, ~1 µs a vote) is timed too, but is a small fraction of a millisecond.
    const at = new Date().toISOString();
    const writes: VoteWrite[] = [];
    for (let i = 0; i < size; i++) writes.push({ kind: "cardinal", visitorId: newVisitorId(), cardinalId: cardinals[(votes + i) % cardinals.length]!, at });
    const t = performance.now();
    const outcomes = commitBatch(writes);
    inCommit += performance.now() - t;
    if (!outcomes.every((o) => o.ok && o.inserted)) throw new Error(`a baseline batch was not fully inserted: ${JSON.stringify(outcomes.find((o) => !o.ok || !o.inserted))}`);
    votes += size;
    commits++;
  }
  const elapsed = (performance.now() - start) / 1000;
  sqlite.close();
  const result: CommitBaselineResult = { votes, commits, seconds: elapsed, votesPerSecond: votes / elapsed, meanBatch: votes / commits, meanCommitMs: inCommit / commits };
  console.log(JSON.stringify(result));
}
