import { MAX_BALLOTS_PER_DAY } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import type { TodayFigures } from "./content.ts";

function Stat({ value, label, testId, asOf }: { value: string; label: string; testId: string; asOf?: string }) {
  return (
    <div className="rounded-lg border border-white/15 bg-white/10 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-gold-200">{label}</dt>
      <dd className="mt-1 font-serif text-3xl font-bold tabular-nums text-white" data-testid={testId}>{value}</dd>
      {asOf && <dd className="mt-0.5 text-[11px] text-parchment-200">roster as of {formatLongDate(asOf)}</dd>}
    </div>
  );
}

/**
 * Today's figures, computed from the directory; "…" while loading, "–" if the
 * list failed. `difference` says why the directory's "Under 80" count is not
 * the electors' count, where a reader compares them.
 */
export function FiguresStrip({ figures, today, failed, difference }: { figures: TodayFigures | null; today: string | null; failed: boolean; difference?: string | null }) {
  const show = (n: number | undefined) => (n === undefined ? (failed ? "–" : "…") : String(n));
  const { dataAsOf } = useSiteConfig();
  return (
    <section aria-label="The College today">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={!figures && !failed}>
        <Stat label="Cardinals" value={show(figures?.cardinals)} testId="figure-cardinals" asOf={dataAsOf} />
        <Stat label="Electors" value={show(figures?.electors)} testId="figure-electors" asOf={dataAsOf} />
        <Stat label="Two-thirds majority" value={show(figures?.majority)} testId="figure-majority" asOf={dataAsOf} />
        <Stat label="Electors who have been in a conclave" value={show(figures?.experienced)} testId="figure-experienced" asOf={dataAsOf} />
        <Stat label="Ballots a day" value={`up to ${MAX_BALLOTS_PER_DAY}`} testId="figure-ballots" />
      </dl>
      {difference && <p className="mt-3 text-sm text-white" data-testid="under-80-difference">{difference}</p>}
      <p className="mt-3 text-xs text-parchment-200">
        {today
          ? `Computed for today, ${formatLongDate(today)}, from the roster as of ${formatLongDate(dataAsOf)}: electors are the living cardinals who had not turned 80 before today (one whose 80th birthday is today still votes) and have not renounced the rights of the cardinalate. An elector has been in a conclave when he was an elector on the day the See fell vacant in 2005, 2013 or 2025 and entered it.`
          : `Computed for the day you read it from the roster as of ${formatLongDate(dataAsOf)}.`}
      </p>
    </section>
  );
}
