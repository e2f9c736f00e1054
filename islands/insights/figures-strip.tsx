import { MAX_BALLOTS_PER_DAY } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import type { TodayFigures } from "./content.ts";
import { m } from "../lib/i18n/messages.ts";

function Stat({ value, label, testId, asOf }: { value: string; label: string; testId: string; asOf?: string }) {
  return (
    <div className="rounded-lg border border-white/15 bg-white/10 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-gold-200">{label}</dt>
      <dd className="mt-1 font-serif text-3xl font-bold tabular-nums text-white" data-testid={testId}>{value}</dd>
      {asOf && <dd className="mt-0.5 text-[11px] text-parchment-200">{m.insights_roster_as_of({ date: formatLongDate(asOf) })}</dd>}
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
    <section aria-label={m.insights_college_today()}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={!figures && !failed}>
        <Stat label={m.insights_figure_cardinals()} value={show(figures?.cardinals)} testId="figure-cardinals" asOf={dataAsOf} />
        <Stat label={m.insights_figure_electors()} value={show(figures?.electors)} testId="figure-electors" asOf={dataAsOf} />
        <Stat label={m.insights_figure_majority()} value={show(figures?.majority)} testId="figure-majority" asOf={dataAsOf} />
        <Stat label={m.insights_figure_experienced()} value={show(figures?.experienced)} testId="figure-experienced" asOf={dataAsOf} />
        <Stat label={m.insights_figure_ballots()} value={m.insights_figure_ballots_value({ count: MAX_BALLOTS_PER_DAY })} testId="figure-ballots" />
      </dl>
      {difference && <p className="mt-3 text-sm text-white" data-testid="under-80-difference">{difference}</p>}
      <p className="mt-3 text-xs text-parchment-200">
        {today
          ? m.insights_computed_today({ today: formatLongDate(today), asOf: formatLongDate(dataAsOf) })
          : m.insights_computed_later({ asOf: formatLongDate(dataAsOf) })}
      </p>
    </section>
  );
}
