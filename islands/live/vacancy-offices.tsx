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
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";

type Person = NonNullable<CollegeOfficesAnswer["offices"][number]["holder"]>;

function PersonLink({ p }: { p: Person }) {
  return <Link href={`/cardinal/${p.slug}`} className="font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{p.fullName}</Link>;
}

const ageLine = (p: Person) => (p.isElector ? m.live_age_elector({ age: p.ageInYears }) : m.live_age_not_elector({ age: p.ageInYears }));

/**
 * The office's name in the page's language, by its key; an office the
 * catalogue does not know yet keeps the record's English name.
 */
const OFFICE_NAMES: Record<string, () => string> = {
  "dean": m.live_office_dean,
  "vice-dean": m.live_office_vice_dean,
  "camerlengo": m.live_office_camerlengo,
  "protopriest": m.live_office_protopriest,
  "protodeacon": m.live_office_protodeacon,
  "major-penitentiary": m.live_office_major_penitentiary,
};
function OfficeName({ office }: { office: { key: string; office: string } }) {
  const name = OFFICE_NAMES[office.key];
  return name ? <>{name()}</> : <span lang="en">{office.office}</span>;
}

/**
 * Why he presides, in the page's language, from the same facts the server
 * reasons from (who holds the Dean's and the Vice-Dean's offices, their ages and
 * votes); English pages show the server's own sentence.
 */
function presidingReason(data: CollegeOfficesAnswer, president: Person & { reason: string }): string {
  if (getLocale() === "en") return president.reason;
  const holder = (key: string) => data.offices.find((o) => o.key === key)?.holder ?? null;
  const dean = holder("dean");
  const viceDean = holder("vice-dean");
  if (dean?.slug === president.slug) return m.live_reason_dean();
  if (viceDean?.slug === president.slug) return dean ? m.live_reason_vice_dean({ age: dean.ageInYears }) : m.live_reason_vice_dean_no_dean();
  const ages: string[] = [];
  if (dean) ages.push(m.live_reason_dean_age({ age: dean.ageInYears }));
  if (viceDean) ages.push(m.live_reason_vice_dean_age({ age: viceDean.ageInYears }));
  if (ages.length === 0) return m.live_reason_senior_plain();
  return m.live_reason_senior({ ages: new Intl.ListFormat(INTL_LOCALES[getLocale()], { type: "conjunction" }).format(ages) });
}

function SourceLink({ source }: { source: { url: string; title: string } }) {
  return <>(<a href={source.url} target="_blank" rel="noopener noreferrer" title={source.title} className="text-cardinal-700 underline underline-offset-2">{m.conclave_source()}</a>)</>;
}

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
  // The offices' descriptions, the rule and the note are the records' own words, in English.
  const english = getLocale() !== "en";
  return (
    <section aria-labelledby="vacancy-offices-heading" className="card p-5 sm:p-6" data-testid="vacancy-offices">
      <h2 id="vacancy-offices-heading" className="font-serif text-2xl font-semibold text-ink-900">{m.live_offices_heading()}</h2>
      <p className="mt-1 text-sm text-ink-500">
        {m.live_offices_dates({ date: formatLongDate(data.date), asOf: formatLongDate(data.asOf) })}
        {english && <>{" "}{m.live_offices_in_english()}</>}
      </p>
      <dl className="mt-4 space-y-3 rounded-md bg-gold-50 p-4 text-sm">
        {presiding.congregations && (
          <div>
            <dt className="font-semibold text-ink-900">{m.live_presides_congregations()}</dt>
            <dd className="text-ink-700"><PersonLink p={presiding.congregations} />{` (${ageLine(presiding.congregations)})`}</dd>
          </div>
        )}
        <div data-testid="conclave-president">
          <dt className="font-semibold text-ink-900">{m.live_presides_conclave()}</dt>
          {presiding.conclave
            ? (
              <dd className="text-ink-700">
                <PersonLink p={presiding.conclave} />{` (${ageLine(presiding.conclave)}). ${presidingReason(data, presiding.conclave)}`}
                {presiding.conclave.note && <span lang="en" className="block">{presiding.conclave.note}</span>}
                {presiding.conclave.source && <> <SourceLink source={presiding.conclave.source} /></>}
              </dd>
            )
            : <dd className="text-ink-700">{m.live_presides_unknown()}</dd>}
          <dd className="mt-1 text-xs text-ink-500">
            <span lang="en">{presiding.rule}</span>{" "}
            <SourceLink source={presiding.source} />
          </dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-3">
        {data.offices.map((o) => (
          <li key={o.key} data-office={o.key}>
            <p className="font-medium text-ink-900"><OfficeName office={o} /></p>
            <p className="text-sm text-ink-700">
              {o.holder ? <><PersonLink p={o.holder} />{` (${ageLine(o.holder)}), ${m.live_since({ date: formatLongDate(o.since) })}`}</> : m.live_office_vacant()}
              {" "}<SourceLink source={o.source} />
            </p>
            <p lang="en" className="text-xs text-ink-500">{o.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-700">
        {m.live_decoder_before()}{" "}<Link href="/habemus-papam" className="font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{m.cardinal_habemus_decoder()}</Link>{" "}{m.live_decoder_after()}
      </p>
    </section>
  );
}
