import { useId, useMemo, useState } from "react";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { ELECTOR_LIMIT, electorsOn, isIsoDay, twoThirdsMajority } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { plural } from "./format.ts";

function Figure({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="rounded-lg bg-parchment-100 p-4 text-center">
      <p className="font-serif text-4xl font-bold tabular-nums text-cardinal-800" data-testid={testId}>{value}</p>
      <p className="mt-1 text-sm text-ink-700">{label}</p>
    </div>
  );
}

/** "If the See fell vacant on …": who would vote (by the elector rule of `isElectorOn`) and the two-thirds threshold. */
export function VacancyPicker({ cardinals, today }: { cardinals: Cardinal[]; today: string }) {
  const id = useId();
  const { dataAsOf } = useSiteConfig();
  const [day, setDay] = useState(today);
  const usable = isIsoDay(day) && day >= today;
  const electorsToday = useMemo(() => electorsOn(cardinals, today).length, [cardinals, today]);
  const electors = useMemo(() => (usable ? electorsOn(cardinals, day).length : null), [cardinals, day, usable]);
  return (
    <div className="card p-5 sm:p-6">
      <label htmlFor={id} className="block font-serif text-lg font-semibold text-ink-900">If the See fell vacant on</label>
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
          <p className="text-ink-700">Choose today or a later date: this page knows only today's College.</p>
        ) : (
          <>
            <p className="sr-only">
              On {formatLongDate(day)}, {plural(electors, "cardinal")} would be electors, and {twoThirdsMajority(electors)} votes would make a two-thirds majority.
            </p>
            <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
              <Figure value={electors} label="cardinals would vote" testId="vacancy-electors" />
              <Figure value={twoThirdsMajority(electors)} label="votes for a two-thirds majority" testId="vacancy-majority" />
            </div>
            <p className="mt-3 text-sm text-ink-700">
              {electors < electorsToday ? `${electorsToday - electors} fewer than today, as they will have turned 80. ` : "The same electors as today. "}
              {electors > ELECTOR_LIMIT
                ? `That is ${electors - ELECTOR_LIMIT} above the limit of ${ELECTOR_LIMIT}; in 2025 the cardinals held that a pope who creates more electors dispenses from the limit, so every eligible cardinal kept his vote.`
                : `That is within the limit of ${ELECTOR_LIMIT} electors.`}
            </p>
          </>
        )}
        <p className="mt-2 text-xs text-ink-500">
          Counted from the roster as of {formatLongDate(dataAsOf)}: electors are the cardinals who had not turned 80 before the day the See falls vacant and have not renounced the rights of the cardinalate. New cardinals and deaths after today are not foreseen.
        </p>
      </div>
    </div>
  );
}
