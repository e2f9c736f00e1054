import { useMemo } from "react";
import { Link } from "wouter";
import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { ELECTOR_LIMIT, electorsOn, turning80Timeline, type TimelineMonth } from "../../src/shared/college-stats.ts";
import { m } from "../lib/i18n/messages.ts";
import { lastDayOf, monthName, shortDate, shortMonth } from "./format.ts";
import { formatLongDate } from "../lib/format.ts";

export const TIMELINE_MONTHS = 24;

function summary(timeline: TimelineMonth<CollegeCardinal>[], electorsToday: number): string {
  const leaving = timeline.reduce((n, month) => n + month.turning80.length, 0);
  const last = timeline.at(-1);
  if (!last) return "";
  const within = electorsToday > ELECTOR_LIMIT ? timeline.find((month) => month.aboveLimit === 0) : undefined;
  // A month's name and its last day both go in: some languages say "at the end of March 2026", Polish "by 31 March 2026".
  const when = (month: string) => ({ month: monthName(month), monthEnd: formatLongDate(lastDayOf(month)) });
  return [
    m.insights_timeline_today({ count: electorsToday }),
    m.insights_timeline_leaving({ count: leaving, months: timeline.length, electors: last.electorsAtMonthEnd, ...when(last.month) }),
    electorsToday > ELECTOR_LIMIT
      ? within ? m.insights_timeline_falls({ limit: ELECTOR_LIMIT, ...when(within.month) }) : m.insights_timeline_stays_above({ limit: ELECTOR_LIMIT })
      : m.insights_timeline_within({ limit: ELECTOR_LIMIT }),
  ].join(" ").trim();
}

function Bars({ timeline }: { timeline: TimelineMonth<CollegeCardinal>[] }) {
  const top = Math.max(ELECTOR_LIMIT, ...timeline.map((month) => month.electorsAtMonthEnd));
  const scale = Math.ceil((top * 1.12) / 10) * 10;
  const pct = (n: number) => `${(n / scale) * 100}%`;
  return (
    <div aria-hidden="true" data-testid="turning-80-chart">
      <div className="relative h-56 border-b border-l border-parchment-300">
        <div className="absolute inset-x-0 z-10 border-t-2 border-dashed border-gold-600" style={{ bottom: pct(ELECTOR_LIMIT) }}>
          <span className="absolute right-0 -top-5 rounded bg-white/90 px-1 text-xs font-semibold text-gold-800">{m.insights_chart_limit({ limit: ELECTOR_LIMIT })}</span>
        </div>
        <div className="flex h-full items-end gap-px px-px sm:gap-1 sm:px-1">
          {timeline.map((month) => (
            <div key={month.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end" title={m.insights_chart_bar_title({ month: monthName(month.month), count: month.electorsAtMonthEnd })}>
              <span className="relative z-20 hidden rounded bg-white/85 px-0.5 text-[10px] tabular-nums text-ink-500 md:block">{month.electorsAtMonthEnd}</span>
              <div
                className={`w-full rounded-t-sm ${month.aboveLimit > 0 ? "bg-cardinal-600" : "bg-gold-500"}`}
                style={{ height: pct(month.electorsAtMonthEnd) }}
              />
            </div>
          ))}
        </div>
      </div>
      <div className="flex gap-px px-px pt-1 sm:gap-1 sm:px-1">
        {timeline.map((month, i) => (
          <div key={month.month} className="min-w-0 flex-1 text-center text-[10px] leading-tight text-ink-500">
            <span className={i % 3 === 0 ? "block" : "invisible block sm:visible"}>{shortMonth(month.month)}</span>
            <span className={i === 0 || month.month.endsWith("-01") ? "block font-semibold" : "invisible block"}>’{month.month.slice(2, 4)}</span>
            <span className={`hidden sm:block ${month.turning80.length ? "font-semibold text-cardinal-700" : "invisible"}`}>−{month.turning80.length}</span>
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-700">
        <span className="inline-flex items-center gap-1.5"><span className="h-3 w-3 rounded-sm bg-cardinal-600" />{m.insights_legend_above({ limit: ELECTOR_LIMIT })}</span>
        <span className="inline-flex items-center gap-1.5"><span className="h-3 w-3 rounded-sm bg-gold-500" />{m.insights_legend_below()}</span>
        <span className="hidden items-center gap-1.5 sm:inline-flex"><span className="font-semibold text-cardinal-700">−n</span>{m.insights_legend_turning()}</span>
      </div>
    </div>
  );
}

function TimelineTable({ timeline }: { timeline: TimelineMonth<CollegeCardinal>[] }) {
  return (
    <details className="mt-5 rounded-md border border-parchment-300 bg-parchment-50">
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-cardinal-800">{m.insights_table_toggle()}</summary>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[30rem] border-collapse text-sm">
          <caption className="sr-only">{m.insights_table_caption()}</caption>
          <thead>
            <tr className="border-b border-parchment-300 text-left text-ink-700">
              <th scope="col" className="px-3 py-2">{m.insights_col_month()}</th>
              <th scope="col" className="px-3 py-2">{m.insights_col_turning()}</th>
              <th scope="col" className="px-3 py-2 text-right">{m.insights_col_electors()}</th>
              <th scope="col" className="px-3 py-2 text-right">{m.insights_col_against({ limit: ELECTOR_LIMIT })}</th>
            </tr>
          </thead>
          <tbody>
            {timeline.map((month) => (
              <tr key={month.month} className="border-b border-parchment-200 align-top">
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">{monthName(month.month)}</th>
                <td className="px-3 py-2">
                  {month.turning80.length === 0 ? <span className="text-ink-500">{m.insights_no_one()}</span> : (
                    <ul>
                      {month.turning80.map(({ cardinal, date }) => (
                        <li key={cardinal.slug}>
                          <Link href={`/?cardinalId=${encodeURIComponent(cardinal.slug)}`} className="text-cardinal-700 hover:underline">{cardinal.fullName}</Link>{" "}
                          <span className="text-ink-500">({shortDate(date)})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{month.electorsAtMonthEnd}</td>
                <td className="px-3 py-2 text-right">{month.aboveLimit > 0 ? m.insights_above({ count: month.aboveLimit }) : m.insights_within()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Who turns 80 in the next 24 months and how many electors remain, against the limit of 120. */
export function Turning80Chart({ cardinals, today }: { cardinals: CollegeCardinal[]; today: string }) {
  const timeline = useMemo(() => turning80Timeline(cardinals, today, TIMELINE_MONTHS), [cardinals, today]);
  const electorsToday = useMemo(() => electorsOn(cardinals, today).length, [cardinals, today]);
  return (
    <figure className="card p-5 sm:p-6">
      <figcaption className="mb-6 text-ink-700">{summary(timeline, electorsToday)}</figcaption>
      <Bars timeline={timeline} />
      <TimelineTable timeline={timeline} />
    </figure>
  );
}
