import { useMemo } from "react";
import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { byCreatorAndRegion, UNKNOWN, type Tally } from "../../src/shared/college-stats.ts";
import { m } from "../lib/i18n/messages.ts";
import { regionName } from "./format.ts";

function Cell({ tally, strong = false }: { tally: Tally; strong?: boolean }) {
  if (tally.all === 0) return <td className="px-3 py-2 text-center text-ink-500">–</td>;
  return (
    <td className={`px-3 py-2 text-center tabular-nums ${strong ? "bg-parchment-100 font-semibold" : ""}`}>
      <span className="text-cardinal-800">{tally.electors}</span>
      <span className="text-ink-500"> / {tally.all}</span>
    </td>
  );
}

/** Electors and all cardinals by the pope who created them, crossed with region. */
export function CreatorRegionTable({ cardinals, today }: { cardinals: CollegeCardinal[]; today: string }) {
  const table = useMemo(() => byCreatorAndRegion(cardinals, today), [cardinals, today]);
  return (
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-labelledby="creator-region-caption">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption id="creator-region-caption" className="px-4 pt-4 text-left text-ink-500">
          {m.insights_cell_lead()} <span className="font-semibold text-cardinal-800">{m.insights_cell_electors()}</span> / {m.insights_cell_all()}.
        </caption>
        <thead>
          <tr className="border-b border-parchment-300 text-ink-700">
            <th scope="col" className="px-3 py-2 text-left font-semibold">{m.directory_created_by()}</th>
            {table.regions.map((r) => <th key={r} scope="col" className="px-3 py-2 text-center font-semibold">{regionName(r)}</th>)}
            <th scope="col" className="bg-parchment-100 px-3 py-2 text-center font-semibold">{m.insights_total()}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.createdBy} className="border-b border-parchment-200" data-creator={row.createdBy}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-ink-900">{row.createdBy === UNKNOWN ? m.directory_unknown() : row.createdBy}</th>
              {row.cells.map((tally, i) => <Cell key={table.regions[i]} tally={tally} />)}
              <Cell tally={row.total} strong />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-parchment-100 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">{m.insights_all()}</th>
            {table.totals.map((tally, i) => <Cell key={table.regions[i]} tally={tally} />)}
            <Cell tally={table.total} strong />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
