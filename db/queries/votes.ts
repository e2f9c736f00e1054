import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../open.ts";
import { cardinals, cardinalVotes } from "../schema.ts";
import { percentOf, type VoteResults, type VoteStatus } from "../../src/shared/participation.ts";

export function voteStatus(db: Db, visitorId: string): VoteStatus {
  const row = db.select({ cardinalId: cardinals.id, cardinalName: cardinals.nameWithOrder })
    .from(cardinalVotes).innerJoin(cardinals, eq(cardinals.id, cardinalVotes.cardinalId))
    .where(eq(cardinalVotes.visitorId, visitorId)).get();
  return row ? { hasVoted: true, ...row } : { hasVoted: false, cardinalId: null, cardinalName: null };
}

/** Ranked results: one grouped query, most votes first, ties by name. */
export function voteResults(db: Db): VoteResults {
  const count = sql<number>`count(*)`;
  const rows = db.select({ cardinalId: cardinals.id, cardinalName: cardinals.nameWithOrder, slug: cardinals.slug, voteCount: count })
    .from(cardinalVotes).innerJoin(cardinals, eq(cardinals.id, cardinalVotes.cardinalId))
    .groupBy(cardinals.id).orderBy(desc(count), cardinals.sortName).all();
  const totalVotes = rows.reduce((sum, r) => sum + r.voteCount, 0);
  return { totalVotes, results: rows.map((r) => ({ ...r, percentage: percentOf(r.voteCount, totalVotes) })) };
}

/** Cardinals who can receive votes (listed, not the pope), by id, with the name results show. */
export function votableCardinals(db: Db): Map<number, string> {
  const rows = db.select({ id: cardinals.id, name: cardinals.nameWithOrder }).from(cardinals).where(eq(cardinals.status, "cardinal")).all();
  return new Map(rows.map((r) => [r.id, r.name]));
}
