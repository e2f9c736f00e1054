import { useMemo } from "react";
import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { electorsByRegion, electorsOn } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { percentText, regionName } from "./format.ts";

/** One bar per region of electors under 80 (Unknown and empty regions left out), with a table for screen readers. */
export function RegionBars({ cardinals, today }: { cardinals: CollegeCardinal[]; today: string }) {
  const shares = useMemo(() => electorsByRegion(cardinals, today), [cardinals, today]);
  const electors = useMemo(() => electorsOn(cardinals, today).length, [cardinals, today]);
  const largest = Math.max(1, ...shares.map((s) => s.count));
  const caption = m.insights_region_caption({ date: formatLongDate(today), count: electors });
  return (
    <figure className="card p-5 sm:p-6">
      <figcaption className="text-sm text-ink-500" aria-hidden="true">{caption}</figcaption>
      <ul className="mt-4 space-y-4" aria-hidden="true" data-testid="region-bars">
        {shares.map((s) => (
          <li key={s.region} data-region={s.region}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink-900">{regionName(s.region)}</span>
              <span className="tabular-nums text-ink-700">
                {s.count} <span className="text-ink-500">·</span> <span className="font-semibold text-cardinal-800">{percentText(s.percent)}</span>
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-parchment-200">
              <div className="h-full rounded-full bg-gradient-to-r from-cardinal-600 to-cardinal-800" style={{ width: `${(s.count / largest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      {/* A table sizes itself to its cells whatever its width says: the clipped box around it keeps it from widening a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead><tr><th scope="col">{m.directory_region()}</th><th scope="col">{m.insights_figure_electors()}</th><th scope="col">{m.insights_share()}</th></tr></thead>
          <tbody>
            {shares.map((s) => (
              <tr key={s.region}><th scope="row">{regionName(s.region)}</th><td>{s.count}</td><td>{percentText(s.percent)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export function RegionBarsPlaceholder() {
  return (
    <div className="card space-y-5 p-6" role="status" aria-busy="true" aria-label={m.insights_loading_regions()}>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="space-y-2"><div className="h-3 w-1/4 animate-pulse rounded bg-parchment-200" /><div className="h-3 animate-pulse rounded-full bg-parchment-200" /></div>
      ))}
    </div>
  );
}
