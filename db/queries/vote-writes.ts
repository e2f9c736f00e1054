import type { Database } from "bun:sqlite";

/** One vote to record; plain data, so it can cross to the thread that owns the write connection. */
export type VoteWrite =
  | { kind: "cardinal"; visitorId: string; cardinalId: number; at: string }
  | { kind: "poll"; visitorId: string; pollId: number; optionId: number; at: string };

/** `inserted` is false when this visitor had already voted (the unique index decides, not a prior read). */
export type WriteOutcome = { ok: true; inserted: boolean } | { ok: false; error: string };

/**
 * The vote inserts, prepared once per connection, and a batch commit: one
 * transaction (one fsync under synchronous=FULL) for the whole batch; one
 * failed write does not sink its neighbours.
 */
export function prepareVoteWrites(sqlite: Database) {
  // No RETURNING: the count of changed rows says whether the vote went in (0 when the unique index
  // kept a second vote out), and reading a returned row cost about a third of each insert's time.
  const cardinalVote = sqlite.prepare<never, [string, number, string]>(
    "INSERT INTO cardinal_votes (visitor_id, cardinal_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (visitor_id) DO NOTHING",
  );
  const pollVote = sqlite.prepare<never, [number, number, string, string]>(
    "INSERT INTO poll_votes (poll_id, option_id, visitor_id, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (poll_id, visitor_id) DO NOTHING",
  );
  const insert = (w: VoteWrite): boolean => (w.kind === "cardinal"
    ? cardinalVote.run(w.visitorId, w.cardinalId, w.at)
    : pollVote.run(w.pollId, w.optionId, w.visitorId, w.at)).changes > 0;
  // Each write is one statement, and SQLite undoes a failed statement alone while the transaction
  // stays open, so a bad write cannot sink its neighbours without a savepoint around each one.
  const commitBatch = sqlite.transaction((writes: VoteWrite[]): WriteOutcome[] => writes.map((w) => {
    try {
      return { ok: true, inserted: insert(w) };
    } catch (err) {
      // A full disk fails the whole batch (SQLite may already have rolled it back): the caller must see why.
      if (String((err as { code?: unknown }).code ?? "").startsWith("SQLITE_FULL")) throw err;
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  }));
  return { commitBatch: (writes: VoteWrite[]) => commitBatch(writes) };
}
