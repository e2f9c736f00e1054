import { MAX_BALLOTS_PER_DAY } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import type { TodayFigures } from "./content.ts";

function Stat({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div className="rounded-lg border border-white/15 bg-white/10 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-gold-200">{label}</dt>
      <dd className="mt-1 font-serif text-3xl font-bold tabular-nums text-white" data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Today's figures, computed from the directory; "…" while loading, "–" if the list failed. */
export function FiguresStrip({ figures, today, failed }: { figures: TodayFigures | null; today: string | null; failed: boolean }) {
  const show = (n: number | undefined) => (n === undefined ? (failed ? "–" : "…") : String(n));
  return (
    <section aria-label="The College today">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={!figures && !failed}>
        <Stat label="Cardinals" value={show(figures?.cardinals)} testId="figure-cardinals" />
        <Stat label="Electors (under 80)" value={show(figures?.electors)} testId="figure-electors" />
        <Stat label="Two-thirds majority" value={show(figures?.majority)} testId="figure-majority" />
        <Stat label="Ballots a day" value={`up to ${MAX_BALLOTS_PER_DAY}`} testId="figure-ballots" />
      </dl>
      <p className="mt-3 text-xs text-parchment-200">
        {today ? `Computed from the directory on ${formatLongDate(today)}: electors are the cardinals under 80 today.` : "Computed from the directory on the day you read it."}
      </p>
    </section>
  );
}
