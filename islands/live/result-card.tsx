import { Link } from "wouter";
import type { VoteResult } from "../../src/shared/participation.ts";
import { CardinalPhoto } from "../ui/cardinal-photo.tsx";
import { votesLabel } from "./candidates.ts";
import { shareLabel } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** One ranked result: #N, photo, name linking to the profile, votes, share and bar. */
export function ResultCard({ result, rank, highlighted }: { result: VoteResult; rank: number; highlighted: boolean }) {
  const share = shareLabel(result.percentage);
  return (
    <li
      data-testid="vote-result"
      data-highlighted={highlighted || undefined}
      className={`rounded-lg border p-3 ${highlighted ? "border-2 border-cardinal-700 bg-cardinal-50" : "border-parchment-300 bg-white"}`}
    >
      <div className="flex items-center gap-3">
        <span className={`w-8 shrink-0 text-center font-serif text-lg font-semibold ${highlighted ? "text-cardinal-800" : "text-ink-500"}`}>#{rank}</span>
        <CardinalPhoto cardinal={{ fullName: result.cardinalName, slug: result.slug }} alt="" className="h-12 w-10 shrink-0 rounded object-cover bg-parchment-200" avatarClassName="h-10 w-10 text-sm" />
        <div className="min-w-0 flex-1">
          <Link href={`/cardinals/${result.slug}`} className="block break-words font-medium text-ink-900 underline-offset-2 hover:text-cardinal-800 hover:underline">
            {result.cardinalName}
          </Link>
          <p className="text-sm text-ink-500">{votesLabel(result.voteCount)}</p>
        </div>
        <span className="shrink-0 font-semibold tabular-nums text-ink-900">{share}</span>
      </div>
      <div className="mt-2">
        <ProgressBar value={result.percentage} label={m.live_share_of_votes({ name: result.cardinalName, share })} highlighted={highlighted} />
      </div>
    </li>
  );
}
