import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { UNKNOWN } from "../../src/shared/college-stats.ts";
import { REGIONS, type Region } from "../../src/shared/regions.ts";
import { REGION_LABELS } from "../lib/region-labels.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { intlText } from "../lib/intl-texts.ts";

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
/** One formatter per language and kind, made on first use: the server renders pages in several languages at once. */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(kind: string, make: (tag: string) => T): T {
  const tag = INTL_LOCALES[getLocale()];
  const key = `${kind} ${tag}`;
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make(tag)));
  return format;
}

/** `kind`'s text of `input` in the page's language, from the server's page while it has it. */
const formatted = <T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(kind: string, input: string, make: (tag: string) => T, use: (format: T) => string) =>
  intlText(`insights-${kind}`, INTL_LOCALES[getLocale()], input, () => use(cached(kind, make)));

const utc = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso.slice(0, 10)}T00:00:00Z`);

/** "2026-03" → "March 2026" (in the page's language) */
export const monthName = (month: string) =>
  formatted("month", month, (tag) => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }), (f) => f.format(utc(month)));
/**
 * "2026-03" → "Mar", "März", "juil": the abbreviation without its full stop. Three letters in English;
 * four elsewhere, since three would make June and July both "jui" in French.
 */
export function shortMonth(month: string): string {
  const short = formatted("short", month, (tag) => new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" }), (f) => f.format(utc(month))).replace(/\.$/, "");
  return short.slice(0, getLocale() === "en" ? 3 : 4);
}
/** "2026-03-15" → "15 Mar 2026" (in the page's language) */
export const shortDate = (day: string) =>
  formatted("day", day, (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }), (f) => f.format(utc(day)));
/** "2026-03" → "2026-03-31": the month's last day, for languages that say "by 31 March" rather than "at the end of March". */
export const lastDayOf = (month: string) => {
  const next = utc(month);
  next.setUTCMonth(next.getUTCMonth() + 1, 0);
  return next.toISOString().slice(0, 10);
};
/** 39.3 → "39.3%" ("39,3 %" in German): always one decimal. */
export const percentText = (percent: number) =>
  formatted("percent", String(percent), (tag) => new Intl.NumberFormat(tag, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }), (f) => f.format(percent / 100));
/** ["A", "B", "C"] → "A, B and C" in the page's language. */
export const listText = (items: readonly string[]) =>
  formatted("list", JSON.stringify(items), (tag) => new Intl.ListFormat(tag, { type: "conjunction" }), (f) => f.format(items));

/** A region as the statistics give it (the record's English, or "Unknown") in the page's language; a region the site does not know stays as written. */
export function regionName(region: string): string {
  if (region === UNKNOWN) return m.directory_unknown();
  return (REGIONS as readonly string[]).includes(region) ? REGION_LABELS[region as Region]() : region;
}
