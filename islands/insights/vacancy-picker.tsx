import { useId, useMemo, useState } from "react";
import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { ELECTOR_LIMIT, electorsOn, isIsoDay, twoThirdsMajority } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { m } from "../lib/i18n/messages.ts";

function Figure({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="rounded-lg bg-parchment-100 p-4 text-center">
      <p className="font-serif text-4xl font-bold tabular-nums text-cardinal-800" data-testid={testId}>{value}</p>
      <p className="mt-1 text-sm text-ink-700">{label}</p>
    </div>
  );
}

/** "If the See fell vacant on …": who would vote (by the elector rule of `isElectorOn`) and the two-thirds threshold. */
export function VacancyPicker({ cardinals, today }: { cardinals: CollegeCardinal[]; today: string }) {
  const id = useId();
  const { dataAsOf } = useSiteConfig();
  const [day, setDay] = useState(today);
  const usable = isIsoDay(day) && day >= today;
  const electorsToday = useMemo(() => electorsOn(cardinals, today).length, [cardinals, today]);
  const electors = useMemo(() => (usable ? electorsOn(cardinals, day).length : null), [cardinals, day, usable]);
  return (
    <div className="card p-5 sm:p-6">
      <label htmlFor={id} className="block font-serif text-lg font-semibold text-ink-900">{m.insights_vacancy_label()}</label>
      <input
        id={id}
        type="date"
        value={day}
        min={today}
        onChange={(e) => setDay(e.target.value)}
        className="mt-2 w-full max-w-xs rounded-md border border-parchment-300 bg-white px-3 py-2 text-base focus:border-cardinal-500 focus:outline-none focus:ring-2 focus:ring-cardinal-200"
      />
      <div aria-live="polite" className="mt-5">
        {electors === null ? (
          <p className="text-ink-700">{m.insights_vacancy_too_early()}</p>
        ) : (
          <>
            <p className="sr-only">
              {m.insights_vacancy_summary({ date: formatLongDate(day), count: electors, majority: twoThirdsMajority(electors) })}
            </p>
            <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
              <Figure value={electors} label={m.insights_vacancy_would_vote({ count: electors })} testId="vacancy-electors" />
              <Figure value={twoThirdsMajority(electors)} label={m.insights_vacancy_majority_label({ count: twoThirdsMajority(electors) })} testId="vacancy-majority" />
            </div>
            <p className="mt-3 text-sm text-ink-700">
              {electors < electorsToday ? m.insights_vacancy_fewer({ count: electorsToday - electors }) : m.insights_vacancy_same()}{" "}
              {electors > ELECTOR_LIMIT
                ? m.insights_vacancy_above({ count: electors - ELECTOR_LIMIT, limit: ELECTOR_LIMIT })
                : m.insights_vacancy_within({ limit: ELECTOR_LIMIT })}
            </p>
          </>
        )}
        <p className="mt-2 text-xs text-ink-500">
          {m.insights_vacancy_note({ date: formatLongDate(dataAsOf) })}
        </p>
      </div>
    </div>
  );
}
