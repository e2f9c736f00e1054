import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../open.ts";
import { pollOptions, polls, pollVotes } from "../schema.ts";
import { percentOf, type Poll } from "../../src/shared/participation.ts";
import { VOTE_COUNT_POLL_KEY, voteCountBands, voteCountDescription, type Electorate } from "../../src/shared/polls.ts";

/**
 * Every poll (or those of one type) with counts, percentages and this
 * visitor's vote. The vote-count poll's answers are labelled from the
 * electorate of the moment, so they stay possible when it changes.
 */
export function listPolls(db: Db, visitorId: string, type?: string, electorate?: Electorate): Poll[] {
  const pollRows = db.select().from(polls).where(type ? eq(polls.type, type) : undefined).orderBy(asc(polls.position)).all();
  const counts = db.select({ optionId: pollVotes.optionId, n: sql<number>`count(*)` }).from(pollVotes).groupBy(pollVotes.optionId).all();
  const countOf = new Map(counts.map((c) => [c.optionId, c.n]));
  const mine = new Map(db.select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId }).from(pollVotes)
    .where(eq(pollVotes.visitorId, visitorId)).all().map((v) => [v.pollId, v.optionId]));
  const options = db.select().from(pollOptions).orderBy(asc(pollOptions.pollId), asc(pollOptions.position)).all();
  const bands = electorate ? new Map(voteCountBands(electorate).map((b) => [b.key, b.label])) : null;
  return pollRows.map((p) => {
    const byElectorate = bands !== null && p.key === VOTE_COUNT_POLL_KEY;
    const own = options.filter((o) => o.pollId === p.id && (!byElectorate || bands.has(o.key)));
    const totalVotes = own.reduce((sum, o) => sum + (countOf.get(o.id) ?? 0), 0);
    return {
      id: p.id, type: p.type, question: p.question, description: byElectorate ? voteCountDescription(electorate!) : p.description,
      hasVoted: mine.has(p.id), votedOptionId: mine.get(p.id) ?? null, totalVotes,
      options: own.map((o) => ({ id: o.id, label: (byElectorate ? bands.get(o.key) : undefined) ?? o.label, voteCount: countOf.get(o.id) ?? 0, percentage: percentOf(countOf.get(o.id) ?? 0, totalVotes) })),
    };
  });
}

export function pollExists(db: Db, pollId: number): boolean {
  return db.select({ id: polls.id }).from(polls).where(eq(polls.id, pollId)).get() !== undefined;
}

export function optionBelongsTo(db: Db, pollId: number, optionId: number): boolean {
  return db.select({ id: pollOptions.id }).from(pollOptions)
    .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId))).get() !== undefined;
}

