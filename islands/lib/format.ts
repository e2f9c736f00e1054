import { getLocale } from "./i18n/messages.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { intlText } from "./intl-texts.ts";

const longDates = new Map<string, Intl.DateTimeFormat>();

/** "2026-01-30" → "30 January 2026" (in the page's language); anything unparseable is returned as it came. */
export function formatLongDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const tag = INTL_LOCALES[getLocale()];
  return intlText("long-date", tag, iso.slice(0, 10), () => {
    let format = longDates.get(tag);
    if (!format) longDates.set(tag, (format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })));
    return format.format(date);
  });
}

/** A share of the votes, one decimal, as the page's language writes it ("12.5%", "12,5 %"). */
export function shareLabel(percentage: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[getLocale()], { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percentage / 100);
}
