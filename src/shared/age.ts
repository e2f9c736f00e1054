/** Dates travel as ISO `YYYY-MM-DD` strings; these helpers never touch a clock. */

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

export function isElectorOn(birthDate: string, day: string): boolean {
  return ageOn(birthDate, day) < ELECTOR_AGE_LIMIT;
}
