// Apart from src/shared/participation.ts on purpose: the home page's first script imports that module,
// and the bundler ships a module whole; only the live page's vote needs this.
import { percentOf, type VoteResult, type VoteResults } from "../../src/shared/participation.ts";

/**
 * `results` with one more vote, for `vote`'s cardinal: how a visitor's own acknowledged vote is
 * counted in the results he holds, without waiting for a recount that may predate it (the server
 * recounts at most once a second while votes keep coming). Most votes first; a tie keeps its order.
 */
export function withVote(results: VoteResults, vote: Pick<VoteResult, "cardinalId" | "cardinalName" | "slug">): VoteResults {
  const totalVotes = results.totalVotes + 1;
  const counted = results.results.some((r) => r.cardinalId === vote.cardinalId)
    ? results.results.map((r) => (r.cardinalId === vote.cardinalId ? { ...r, voteCount: r.voteCount + 1 } : r))
    : [...results.results, { ...vote, voteCount: 1, percentage: 0 }];
  // Array.prototype.sort is stable: cardinals with as many votes stay as the server ranked them.
  return { totalVotes, results: counted.sort((a, b) => b.voteCount - a.voteCount).map((r) => ({ ...r, percentage: percentOf(r.voteCount, totalVotes) })) };
}
