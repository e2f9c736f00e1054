import { useMemo } from "react";
import { Link } from "wouter";
import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { electorsOfVacancy } from "../../src/shared/conclave.ts";
import { REGIONS } from "../../src/shared/regions.ts";
import { useConclave, vacancyOpen } from "../lib/conclave.ts";
import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { regionName } from "./format.ts";

/**
 * "Electors in this conclave": while the See is vacant, the electorate frozen
 * on the day it fell vacant (Universi Dominici Gregis 33), with its majority,
 * how many have been in a conclave before and where they come from. The count
 * and majority are the server's; the breakdown applies the same rule to the
 * College the page already holds. Nothing in normal times.
 */
export function ConclaveElectorate({ cardinals }: { cardinals: readonly CollegeCardinal[] | undefined }) {
  const { data } = useConclave();
  const day = data?.vacancy?.day;
  const electors = useMemo(() => (cardinals && day ? electorsOfVacancy(cardinals, day) : []), [cardinals, day]);
  if (!data || !vacancyOpen(data) || !day) return null;
  const experienced = electors.filter((c) => (c.conclavesAttended?.length ?? 0) > 0).length;
  const byRegion = REGIONS.map((r) => ({ region: r, n: electors.filter((c) => c.region === r).length })).filter((r) => r.n > 0);
  return (
    <section aria-labelledby="conclave-electorate-heading" data-testid="conclave-electorate" className="card border-gold-400 p-5 sm:p-6">
      <h2 id="conclave-electorate-heading" className="font-serif text-2xl font-semibold text-ink-900">{m.insights_electorate_heading()}</h2>
      <p className="mt-1 text-sm text-ink-700">
        {m.insights_electorate_frozen({ date: formatLongDate(day) })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded-lg bg-parchment-100 p-4 text-center">
          <dt className="text-sm text-ink-700">{m.insights_figure_electors()}</dt>
          <dd className="font-serif text-4xl font-bold tabular-nums text-cardinal-800" data-testid="conclave-figure-electors">{data.electors.count}</dd>
        </div>
        <div className="rounded-lg bg-parchment-100 p-4 text-center">
          <dt className="text-sm text-ink-700">{m.insights_figure_majority()}</dt>
          <dd className="font-serif text-4xl font-bold tabular-nums text-cardinal-800" data-testid="conclave-figure-majority">{data.electors.majority}</dd>
        </div>
        <div className="rounded-lg bg-parchment-100 p-4 text-center">
          <dt className="text-sm text-ink-700">{m.insights_electorate_experienced()}</dt>
          <dd className="font-serif text-4xl font-bold tabular-nums text-cardinal-800">{cardinals ? experienced : "…"}</dd>
        </div>
        <div className="rounded-lg bg-parchment-100 p-4 text-center">
          <dt className="text-sm text-ink-700">{m.insights_electorate_smokes()}</dt>
          <dd className="font-serif text-4xl font-bold tabular-nums text-cardinal-800">{data.ballots.length}</dd>
        </div>
      </dl>
      {byRegion.length > 0 && (
        <p className="mt-4 text-sm text-ink-700">
          {m.insights_electorate_by_region({ list: byRegion.map((r) => `${regionName(r.region)} ${r.n}`).join(" · ") })}
        </p>
      )}
      <Link href="/?conclaveElectors=true" className="mt-3 inline-block font-medium text-cardinal-700 underline underline-offset-2">{m.insights_electorate_link()}</Link>
    </section>
  );
}
