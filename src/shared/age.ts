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

/** The first day on which someone born on `birthDate` is 80 (29 February → 1 March). */
export function eightiethBirthday(birthDate: string): string {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  return isoDay(new Date(Date.UTC(y + ELECTOR_AGE_LIMIT, m - 1, d)));
}

/** What the elector rule reads about a cardinal; a served `Cardinal` fits. */
export interface ElectorFacts {
  birthDate: string;
  deathDate?: string | null;
  renunciationDate?: string | null;
}

/** True when the person is alive and has not renounced the rights of the cardinalate on `day`. */
export function isLivingMemberOn(c: ElectorFacts, day: string): boolean {
  return !(c.deathDate && c.deathDate <= day) && !(c.renunciationDate && c.renunciationDate <= day);
}

/**
 * The one elector rule of the site, for `day` taken as the day the See falls
 * vacant. Universi Dominici Gregis 33 excludes those who reached their 80th
 * birthday *before* that day, so a cardinal who turns 80 on the day itself still
 * votes; a cardinal who renounced the rights of the cardinalate (or has died)
 * is not an elector at any age.
 */
export function isElectorOn(c: ElectorFacts, day: string): boolean {
  return isLivingMemberOn(c, day) && eightiethBirthday(c.birthDate) >= day;
}
