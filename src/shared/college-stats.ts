/**
 * Figures about the College of Cardinals for Conclave Insights. Every function
 * is pure: "today" (an ISO `YYYY-MM-DD` day) is passed in, never read from a clock,
 * and elector status is worked out by `isElectorOn` (birth, renunciation, death),
 * not from the served age.
 */
import { listOf, renouncedClause } from "./renounced-clause.ts";
import { ageOn, eightiethBirthday, isCardinalOn, isElectorOn, isLeapYear, isLivingMemberOn, isoDay } from "./age.ts";
import type { Cardinal } from "./cardinals.ts";
import { CREATING_POPES, REGIONS } from "./regions.ts";

/** The fields these figures read; a served `Cardinal` fits. */
export type CollegeMember = Pick<Cardinal, "slug" | "fullName" | "birthDate" | "region" | "createdBy">
  & Partial<Pick<Cardinal, "deathDate" | "renunciationDate">>;

/** Universi Dominici Gregis 33: no more than 120 electors (Paul VI, 1975). */
export const ELECTOR_LIMIT = 120;
/** Universi Dominici Gregis 63: two ballots in the morning and two in the afternoon. */
export const MAX_BALLOTS_PER_DAY = 4;
export const UNKNOWN = "Unknown";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Orders two `YYYY-MM-DD` days. Such days sort as plain strings; `localeCompare` gives the same order but
 * its first use in a tab loads the collator's data, a long task in the browser while it hydrates Insights.
 */
const byDay = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True when the string is a real calendar day written as `YYYY-MM-DD` (checked without a Date: see `eightiethBirthday`). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]!);
}

/** The votes a pope needs when `electors` vote: two-thirds, rounded up (UDG 62). */
export function twoThirdsMajority(electors: number): number {
  return electors <= 0 ? 0 : Math.ceil((2 * electors) / 3);
}

/** The electors if the See falls vacant on `day` (UDG 33, see `isElectorOn`). */
export function electorsOn<T extends CollegeMember>(cardinals: readonly T[], day: string): T[] {
  return cardinals.filter((c) => isIsoDay(c.birthDate) && isElectorOn(c, day));
}

/**
 * Of the electors on `day`, how many have already taken part in a conclave
 * (`conclavesAttended`, computed from the recorded conclaves).
 */
export function electorsWithConclaveExperience(cardinals: readonly (CollegeMember & Pick<Cardinal, "conclavesAttended">)[], day: string): number {
  return electorsOn(cardinals, day).filter((c) => (c.conclavesAttended?.length ?? 0) > 0).length;
}

/** A cardinal and his age in whole years on the given day. */
export interface WithAge<T> { cardinal: T; age: number }

/** The `count` youngest cardinals with a known age, keeping only those under `under` if given. */
export function youngestCardinals<T extends CollegeMember>(
  cardinals: readonly T[],
  today: string,
  { count = 5, under = Infinity }: { count?: number; under?: number } = {},
): WithAge<T>[] {
  return cardinals
    .filter((c) => isIsoDay(c.birthDate))
    .map((cardinal) => ({ cardinal, age: ageOn(cardinal.birthDate, today) }))
    .filter(({ age }) => age < under)
    .sort((a, b) => byDay(b.cardinal.birthDate, a.cardinal.birthDate) || a.cardinal.fullName.localeCompare(b.cardinal.fullName))
    .slice(0, count);
}

/** Share of `part` in `whole` as a percentage rounded to one decimal. */
export function percentOneDecimal(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export interface RegionShare { region: string; count: number; percent: number }

const regionOf = (c: CollegeMember) => c.region?.trim() || UNKNOWN;

/** Orders known regions as REGIONS lists them, then any other name alphabetically. */
function byRegionOrder(a: string, b: string): number {
  const rank = (r: string) => { const i = (REGIONS as readonly string[]).indexOf(r); return i === -1 ? REGIONS.length : i; };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * Electors on `today` per region, largest first: count and share of all electors
 * (one decimal). Regions that are Unknown or have no elector are left out.
 */
export function electorsByRegion(cardinals: readonly CollegeMember[], today: string): RegionShare[] {
  const electors = electorsOn(cardinals, today);
  const counts = new Map<string, number>();
  for (const c of electors) counts.set(regionOf(c), (counts.get(regionOf(c)) ?? 0) + 1);
  return [...counts]
    .filter(([region, count]) => region !== UNKNOWN && count > 0)
    .map(([region, count]) => ({ region, count, percent: percentOneDecimal(count, electors.length) }))
    .sort((a, b) => b.count - a.count || byRegionOrder(a.region, b.region));
}

/** Last day of the month `offset` months after the month of `day`. */
function monthEnd(day: string, offset: number): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return isoDay(new Date(Date.UTC(y, m + offset, 0)));
}

export interface TimelineMonth<T> {
  /** `YYYY-MM` */
  month: string;
  /** Electors whose 80th birthday falls in this month (after today), with that day; they vote until the day after. */
  turning80: { cardinal: T; date: string }[];
  /** Electors on the last day of the month, if no one is created and no one dies. */
  electorsAtMonthEnd: number;
  /** Electors above the limit of 120 at month end (0 when at or below it). */
  aboveLimit: number;
}

/**
 * Month by month from the month of `today`: who turns 80 and how many electors
 * remain at month end. The first month counts only the days after today.
 */
export function turning80Timeline<T extends CollegeMember>(
  cardinals: readonly T[],
  today: string,
  months = 24,
): TimelineMonth<T>[] {
  // Each birthday is worked out once, not once a month: the browser draws this chart while it hydrates
  // the page, and 24 months × the whole College of date arithmetic was one of its longest tasks.
  const known = cardinals.filter((c) => isIsoDay(c.birthDate)).map((cardinal) => ({ cardinal, date: eightiethBirthday(cardinal.birthDate) }));
  const timeline: TimelineMonth<T>[] = [];
  let from = today;
  for (let i = 0; i < months; i++) {
    const end = monthEnd(today, i);
    const turning80 = known
      .filter(({ cardinal, date }) => date > from && date <= end && isLivingMemberOn(cardinal, date))
      .sort((a, b) => byDay(a.date, b.date) || a.cardinal.fullName.localeCompare(b.cardinal.fullName));
    // `isElectorOn` (see `electorsOn`) with the birthday already known.
    const electors = known.filter(({ cardinal, date }) => date >= end && isCardinalOn(cardinal, end) && isLivingMemberOn(cardinal, end)).length;
    timeline.push({ month: end.slice(0, 7), turning80, electorsAtMonthEnd: electors, aboveLimit: Math.max(0, electors - ELECTOR_LIMIT) });
    from = end;
  }
  return timeline;
}

export interface Tally { electors: number; all: number }
export interface CreatorRow { createdBy: string; cells: Tally[]; total: Tally }
export interface CreatorRegionTable { regions: string[]; rows: CreatorRow[]; totals: Tally[]; total: Tally }

const emptyTally = (): Tally => ({ electors: 0, all: 0 });

/** Orders the creating popes newest first as CREATING_POPES lists them, others after, Unknown last. */
function byCreatorOrder(a: string, b: string): number {
  const rank = (p: string) => {
    if (p === UNKNOWN) return CREATING_POPES.length + 1;
    const i = (CREATING_POPES as readonly string[]).indexOf(p);
    return i === -1 ? CREATING_POPES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Electors (on `today`) and all cardinals by creating pope crossed with region, with totals. */
export function byCreatorAndRegion(cardinals: readonly CollegeMember[], today: string): CreatorRegionTable {
  const present = new Set(cardinals.map(regionOf));
  const regions = [...REGIONS.filter((r) => present.has(r)), ...[...present].filter((r) => !(REGIONS as readonly string[]).includes(r)).sort(byRegionOrder)];
  const creators = [...new Set(cardinals.map((c) => c.createdBy?.trim() || UNKNOWN))].sort(byCreatorOrder);
  const rows = creators.map((createdBy): CreatorRow => ({ createdBy, cells: regions.map(emptyTally), total: emptyTally() }));
  const totals = regions.map(emptyTally);
  const total = emptyTally();
  for (const c of cardinals) {
    const row = rows[creators.indexOf(c.createdBy?.trim() || UNKNOWN)]!;
    const col = regions.indexOf(regionOf(c));
    const elector = isIsoDay(c.birthDate) && isElectorOn(c, today) ? 1 : 0;
    for (const tally of [row.cells[col]!, row.total, totals[col]!, total]) {
      tally.all += 1;
      tally.electors += elector;
    }
  }
  return { regions, rows, totals, total };
}


/**
 * Why the cardinals under 80 and the electors are not the same people on
 * `day`, as a sentence, or null when they are. Under 80 is age alone; an
 * elector also has not renounced the rights of the cardinalate, and one whose
 * 80th birthday is that very day still votes.
 */
export function under80AndElectorsSentence(cardinals: readonly CollegeMember[], day: string): string | null {
  const difference = under80AndElectorsDifference(cardinals, day);
  return difference && differenceSentence(difference.under80, difference.electors, difference.renounced, difference.turning80);
}

/** The facts behind `under80AndElectorsSentence`, for a page that words them in its own language. */
export interface Under80Difference<T extends CollegeMember = CollegeMember> {
  under80: number;
  electors: number;
  /** Under 80 but not electors: they renounced the rights of the cardinalate. */
  renounced: T[];
  /** 80 today and still electors. */
  turning80: T[];
}

export function under80AndElectorsDifference<T extends CollegeMember>(cardinals: readonly T[], day: string): Under80Difference<T> | null {
  const living = cardinals.filter((c) => isIsoDay(c.birthDate) && !(c.deathDate && c.deathDate <= day));
  const under80 = living.filter((c) => ageOn(c.birthDate, day) < 80);
  const electors = electorsOn(living, day).length;
  const renounced = under80.filter((c) => !isElectorOn(c, day) && c.renunciationDate);
  const turning80 = living.filter((c) => ageOn(c.birthDate, day) === 80 && isElectorOn(c, day));
  if (renounced.length === 0 && turning80.length === 0) return null;
  return { under80: under80.length, electors, renounced, turning80 };
}

function differenceSentence(under80: number, electors: number, renounced: readonly CollegeMember[], turning80: readonly CollegeMember[]): string {
  const reasons: string[] = [];
  if (renounced.length > 0) reasons.push(renouncedClause(renounced));
  if (turning80.length > 0) {
    reasons.push(`${listOf(turning80.map((c) => c.fullName))} ${turning80.length === 1 ? "turns" : "turn"} 80 today and still ${turning80.length === 1 ? "votes" : "vote"} if the See falls vacant today`);
  }
  const counts = under80 === electors
    ? `${under80} cardinals are under 80 and as many are electors, though not the same ones`
    : `${under80} cardinals are under 80 but ${electors} ${electors === 1 ? "is an elector" : "are electors"}`;
  return `${counts}: ${reasons.join("; ")}.`;
}
