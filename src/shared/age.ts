/** Dates travel as ISO `YYYY-MM-DD` strings; these helpers never touch a clock. */
import { electionDayOf } from "./conclaves.ts";

/** Today's date in UTC as `YYYY-MM-DD`. The caller passes the clock. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years between an ISO birth date and an ISO day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The ISO day `years` years before `day` (29 February falls back to 28). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y - years, m - 1, d));
  if (shifted.getUTCMonth() !== m - 1) shifted.setUTCDate(0);
  return isoDay(shifted);
}

/** Cardinals who have not reached 80 may vote in a conclave (Universi Dominici Gregis 33). */
export const ELECTOR_AGE_LIMIT = 80;

/** True for a leap year of the Gregorian calendar (which Date follows for every year). */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * The first day on which someone born on `birthDate` (a real calendar day) is 80 (29 February → 1 March).
 * Worked out on the string, without a Date: Insights asks it of every cardinal for several figures while
 * the page hydrates, and a Date and its ISO string each time were a tenth of that work on a phone.
 */
export function eightiethBirthday(birthDate: string): string {
  const year = String(Number(birthDate.slice(0, 4)) + ELECTOR_AGE_LIMIT).padStart(4, "0");
  return birthDate.endsWith("-02-29") && !isLeapYear(Number(year)) ? `${year}-03-01` : year + birthDate.slice(4);
}

/** What the elector rule reads about a person; a served `Cardinal` or a stored row fits. */
export interface ElectorFacts {
  slug?: string;
  birthDate: string;
  /** "pope" for the one a recorded conclave elected; he is a cardinal until his election day. */
  status?: string;
  /**
   * The day he was elected pope when the site's own conclave mode recorded it
   * (the conclaves of content/conclaves.json give the earlier ones).
   */
  electedOn?: string | null;
  /** The day he was created cardinal; when unknown he is taken to be one. */
  createdCardinal?: string | null;
  deathDate?: string | null;
  renunciationDate?: string | null;
}

/** Where a person stands on a day: a member of the College, the pope, or deceased. */
export const PERSON_STATUSES = ["cardinal", "pope", "pope-emeritus", "deceased"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/**
 * The one status vocabulary of the site, for `day`. A death on or before the
 * day outranks everything; the pope is "pope" from his election day (a
 * cardinal before it); everyone else is "cardinal", including one who
 * renounced the rights of the cardinalate: he stays a member of the College
 * (his `renunciationDate` says what he gave up), but is never an elector.
 */
export function statusOn(c: ElectorFacts, day: string): PersonStatus {
  if (c.deathDate && c.deathDate <= day) return "deceased";
  // A pope who renounced the office (recorded when the conclave mode closes a vacancy) is pope emeritus from that day.
  if (c.status === "pope" && c.renunciationDate && c.renunciationDate <= day) return "pope-emeritus";
  // A pope whose election no record dates is taken to have been pope on every day the site shows.
  if (c.status === "pope" && (c.electedOn ?? electionDayOf(c.slug) ?? "") <= day) return "pope";
  return "cardinal";
}

/** True when he had been created cardinal by `day` and was still a member of the College (alive, not yet pope). */
export function isCardinalOn(c: ElectorFacts, day: string): boolean {
  return !(c.createdCardinal && c.createdCardinal > day) && statusOn(c, day) === "cardinal";
}

/** True when the person is alive and has not renounced the rights of the cardinalate on `day`. */
export function isLivingMemberOn(c: ElectorFacts, day: string): boolean {
  return !(c.deathDate && c.deathDate <= day) && !(c.renunciationDate && c.renunciationDate <= day);
}

/**
 * The one elector rule of the site, for `day` taken as the day the See falls
 * vacant: a cardinal on that day (created by then, alive, not the pope), who has
 * not renounced the rights of the cardinalate, and who had not reached 80
 * *before* that day (Universi Dominici Gregis 33), so a cardinal who turns 80
 * on the day itself still votes.
 */
export function isElectorOn(c: ElectorFacts, day: string): boolean {
  return isCardinalOn(c, day) && isLivingMemberOn(c, day) && eightiethBirthday(c.birthDate) >= day;
}

/** Whole months from `from` to `to` (ISO days): a month is complete on the same day of the month. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * Whole years and months from `from` to `to` (ISO days) in English words, such as
 * "1 year and 6 months" or "5 months"; "less than a month" under one.
 */
export function timeBetweenInWords(from: string, to: string): string {
  const months = monthsBetween(from, to);
  if (months < 1) return "less than a month";
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (years === 0) return part(rest, "month");
  return rest === 0 ? part(years, "year") : `${part(years, "year")} and ${part(rest, "month")}`;
}
