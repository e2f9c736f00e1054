/**
 * Who does what while the See is vacant: the College's offices that matter
 * then, each holder with his age and whether he votes on the day, and who
 * presides over the cardinals and over the conclave (the Dean only if he is
 * himself an elector). The server reads the ages on the day the See fell
 * vacant while a vacancy is recorded, else today; when the operator records
 * or undoes a vacancy while the page is open, the offices are read again.
 */
import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { CollegeOfficesAnswer } from "../../src/shared/college-content.ts";
import { formatLongDate } from "../lib/format.ts";
import { useConclave } from "../lib/conclave.ts";

type Person = NonNullable<CollegeOfficesAnswer["offices"][number]["holder"]>;

function PersonLink({ p }: { p: Person }) {
  return <Link href={`/cardinal/${p.slug}`} className="font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{p.fullName}</Link>;
}

const ageLine = (p: Person) => `${p.ageInYears}, ${p.isElector ? "an elector" : "not an elector"}`;

/** Reads the offices again when the vacancy day the page knows changes (the server rendered them for the one it had). */
function useOfficesFollowTheVacancy() {
  const client = useQueryClient();
  const vacancyDay = useConclave().data?.vacancy?.day ?? null;
  const seen = useRef(vacancyDay);
  useEffect(() => {
    if (seen.current === vacancyDay) return;
    seen.current = vacancyDay;
    void client.invalidateQueries({ queryKey: apiQueries.collegeOffices().queryKey });
  }, [client, vacancyDay]);
}

export function VacancyOffices() {
  useOfficesFollowTheVacancy();
  const offices = useQuery(apiQueries.collegeOffices());
  const data = offices.data;
  if (!data) return null;
  const { presiding } = data;
  return (
    <section aria-labelledby="vacancy-offices-heading" className="card p-5 sm:p-6" data-testid="vacancy-offices">
      <h2 id="vacancy-offices-heading" className="font-serif text-2xl font-semibold text-ink-900">Who does what in a vacancy</h2>
      <p className="mt-1 text-sm text-ink-500">{`Ages on ${formatLongDate(data.date)}; holders as checked on ${formatLongDate(data.asOf)}.`}</p>
      <dl className="mt-4 space-y-3 rounded-md bg-gold-50 p-4 text-sm">
        {presiding.congregations && (
          <div>
            <dt className="font-semibold text-ink-900">Presides over the General Congregations of the cardinals</dt>
            <dd className="text-ink-700"><PersonLink p={presiding.congregations} />{` (${ageLine(presiding.congregations)})`}</dd>
          </div>
        )}
        <div data-testid="conclave-president">
          <dt className="font-semibold text-ink-900">Presides in the conclave</dt>
          {presiding.conclave
            ? (
              <dd className="text-ink-700">
                <PersonLink p={presiding.conclave} />{` (${ageLine(presiding.conclave)}). ${presiding.conclave.reason}`}
                {presiding.conclave.note && <span className="block">{presiding.conclave.note}</span>}
                {presiding.conclave.source && <> (<a href={presiding.conclave.source.url} target="_blank" rel="noopener noreferrer" title={presiding.conclave.source.title} className="text-cardinal-700 underline underline-offset-2">source</a>)</>}
              </dd>
            )
            : <dd className="text-ink-700">The senior elector by precedence; the site's records do not name him for this day.</dd>}
          <dd className="mt-1 text-xs text-ink-500">
            {presiding.rule}{" "}
            (<a href={presiding.source.url} target="_blank" rel="noopener noreferrer" title={presiding.source.title} className="text-cardinal-700 underline underline-offset-2">source</a>)
          </dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-3">
        {data.offices.map((o) => (
          <li key={o.key} data-office={o.key}>
            <p className="font-medium text-ink-900">{o.office}</p>
            <p className="text-sm text-ink-700">
              {o.holder ? <><PersonLink p={o.holder} />{` (${ageLine(o.holder)}), since ${formatLongDate(o.since)}`}</> : "Vacant: the holder has died."}
              {" "}(<a href={o.source.url} target="_blank" rel="noopener noreferrer" title={o.source.title} className="text-cardinal-700 underline underline-offset-2">source</a>)
            </p>
            <p className="text-xs text-ink-500">{o.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-700">
        Heard the protodeacon's Latin? The <Link href="/habemus-papam" className="font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">Habemus Papam decoder</Link> tells you which elector it is.
      </p>
    </section>
  );
}
