import { getLocale } from "./i18n/messages.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";

const longDates = new Map<string, Intl.DateTimeFormat>();

/** "2026-01-30" → "30 January 2026" (in the page's language); anything unparseable is returned as it came. */
export function formatLongDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const tag = INTL_LOCALES[getLocale()];
  let format = longDates.get(tag);
  if (!format) longDates.set(tag, (format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })));
  return format.format(date);
}
