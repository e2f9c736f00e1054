import { useVoteResults } from "./queries.ts";
import { ResultCard } from "./result-card.tsx";
import { sharedRanks } from "./candidates.ts";
import { m } from "../lib/i18n/messages.ts";

function ResultsSkeleton() {
  return (
    <div role="status" aria-label={m.live_loading_results()} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-20 animate-pulse rounded-lg bg-parchment-200" data-testid="result-skeleton" />
      ))}
    </div>
  );
}

/** Ranked results, refreshed every 30 s by the query. */
export function VoteResultsPanel() {
  const { data, isPending, isError } = useVoteResults();
  if (isPending) return <ResultsSkeleton />;
  if (isError) return <p className="rounded-md bg-parchment-100 p-4 text-sm text-ink-700">{m.live_results_failed()}</p>;
  if (data.results.length === 0) return <p className="rounded-md bg-parchment-100 p-4 text-center text-ink-700">{m.live_no_votes()}</p>;
  const ranks = sharedRanks(data.results.map((r) => r.voteCount));
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">
        {m.live_total_votes()}{" "}<span className="font-semibold text-ink-900" data-testid="total-votes">{data.totalVotes}</span>
      </p>
      <ol className="space-y-3" aria-label={m.live_ranked_results()}>
        {data.results.map((r, i) => <ResultCard key={r.cardinalId} result={r} rank={ranks[i]!} highlighted={ranks[i] === 1} />)}
      </ol>
    </div>
  );
}
