/**
 * Directory answers computed from the roster held in memory: filtering,
 * sorting, paging and suggestions are pure functions over the snapshot's
 * entries, so a new condition is one more predicate in `listConditions`.
 */
import { yearsBefore } from "../../shared/age.ts";
import { isElectorOfVacancy } from "../../shared/conclave.ts";
import { hasConclaveExperience } from "../../shared/conclave-experience.ts";
import { RANK_FILTERS, RANKS, type Cardinal, type CardinalSuggestion, type DirectoryFilterValues, type FilterValue, type SortField } from "../../shared/cardinals.ts";
import { CREATING_POPES } from "../../shared/regions.ts";
import type { CardinalListQuery } from "../../shared/cardinal-query.ts";
import { searchWords } from "../../shared/text.ts";

/** One roster member as served on one day: the API record, its JSON, and the keys search and sorting use. */
export interface RosterEntry {
  cardinal: Cardinal;
  /** `JSON.stringify(cardinal)` as UTF-8, made once per snapshot so lists are copied together, not re-encoded. */
  json: Uint8Array<ArrayBuffer>;
  /** The same bytes after a comma (`json` is a view of these past it): a list's later entries, one copy each instead of two. */
  commaJson: Uint8Array<ArrayBuffer>;
  sortName: string;
  sortLastName: string;
  sortNationality: string;
  /** " word word …": every folded word of the name, nationality, office and birthplace, for word-prefix search. */
  searchText: string;
  /** Folded words of the surname, of the whole name, and of a pope's papal name ("leo xiv"), joined by spaces. */
  surnameKey: string;
  nameKey: string;
  papalNameKey: string;
}

export type Condition = (entry: RosterEntry) => boolean;

const MAX_SEARCH_WORDS = 8;
/** Shorter words are too easily one letter away from another name to be read as mistyped. */
const MIN_TOLERANT_LENGTH = 5;
const allowedEdits = (word: string) => (word.length >= 8 ? 2 : 1);

/**
 * The fewest single-letter edits that turn `typed` into the start of `word`
 * (Levenshtein distance to the closest prefix), or more than `max` when the
 * cheapest is over it.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  let prev = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= word.length; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return Math.min(...prev);
}
const encoder = new TextEncoder();

/** Joined folded words with a leading space, so " " + prefix finds a word that starts with it. */
const wordText = (...texts: (string | null)[]) => " " + texts.flatMap((t) => (t ? searchWords(t) : [])).join(" ");

/** The pope's papal name, from an office such as "Pope Leo XIV (elected 8 May 2025)". */
function papalName(cardinal: Cardinal): string | null {
  if (cardinal.status !== "pope") return null;
  return /^Pope\s+([^(]+)/.exec(cardinal.currentPosition ?? "")?.[1]?.trim() ?? null;
}

export function toEntry(cardinal: Cardinal, sortKeys: { sortName: string; sortLastName: string; sortNationality: string }): RosterEntry {
  const commaJson = encoder.encode(`,${JSON.stringify(cardinal)}`) as Uint8Array<ArrayBuffer>;
  return {
    cardinal,
    json: commaJson.subarray(1),
    commaJson,
    sortName: sortKeys.sortName,
    sortLastName: sortKeys.sortLastName,
    sortNationality: sortKeys.sortNationality,
    searchText: wordText(cardinal.nameWithOrder, cardinal.nationality, cardinal.currentPosition, cardinal.birthPlace),
    surnameKey: searchWords(cardinal.lastName).join(" "),
    nameKey: wordText(cardinal.nameWithOrder).trimStart(),
    papalNameKey: searchWords(papalName(cardinal) ?? "").join(" "),
  };
}

/**
 * Every folded word of every entry's name, nationality, office and
 * birthplace, sorted, so the entries holding a word that starts with a
 * prefix are one binary search and a short walk away.
 */
export class WordIndex {
  private readonly words: string[] = [];
  private readonly owners: RosterEntry[] = [];

  constructor(entries: readonly RosterEntry[]) {
    const pairs = entries.flatMap((entry) => entry.searchText.split(" ").filter(Boolean).map((word) => [word, entry] as const));
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [word, entry] of pairs) {
      this.words.push(word);
      this.owners.push(entry);
    }
  }

  /** The entries with a word starting with `prefix`. */
  startingWith(prefix: string): Set<RosterEntry> {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<RosterEntry>();
    for (let i = lo; i < this.words.length && this.words[i]!.startsWith(prefix); i++) found.add(this.owners[i]!);
    return found;
  }

  /** The entries with a word that `typed` starts within `max` edits of. */
  near(typed: string, max: number): Set<RosterEntry> {
    const found = new Set<RosterEntry>();
    let last = "";
    let lastClose = false;
    for (let i = 0; i < this.words.length; i++) {
      const word = this.words[i]!;
      // Sorted, so a word's repeats are next to each other and measured once.
      if (word !== last) {
        last = word;
        lastClose = prefixDistance(typed, word, max) <= max;
      }
      if (lastClose) found.add(this.owners[i]!);
    }
    return found;
  }
}

/**
 * One matching rule for the list and the suggestions: every word of the term
 * starts a word of the name, nationality, office or birthplace ("erdo" finds
 * Erdő). A word of five letters or more that starts no word at all is read as
 * mistyped and matches words within one wrong, missing or extra letter (two
 * from eight letters on), so "parolinn" finds Parolin. A word that does start
 * some word is taken as typed, so "maria" never also brings every Mario.
 */
export function searchCondition(term: string, index: WordIndex): Condition | undefined {
  const words = searchWords(term).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  const sets = words.map((w) => {
    const exact = index.startingWith(w);
    return exact.size === 0 && w.length >= MIN_TOLERANT_LENGTH ? index.near(w, allowedEdits(w)) : exact;
  });
  return (e) => sets.every((set) => set.has(e));
}

/**
 * The list's conditions. Without a search the directory is the College of
 * the day: the pope and those who have died leave the list and its counts. A
 * search also finds them, so a visitor typing a name finds the person (the
 * card says who is the pope and who has died). `elector` reads the status
 * `toCardinal` worked out with the one elector rule.
 */
export function listConditions(q: CardinalListQuery, day: string, words: WordIndex, vacancyDay?: string | null): Condition[] {
  // The electorate is frozen on the vacancy day; in normal times it is today's.
  const electorateDay = vacancyDay ?? day;
  const conditions: (Condition | undefined)[] = [
    q.conclaveElectors ? (e) => isElectorOfVacancy(e.cardinal, electorateDay) : undefined,
    q.search ? undefined : (e) => e.cardinal.status === "cardinal",
    q.elector === undefined ? undefined : (e) => e.cardinal.isElector === q.elector,
    q.conclaveExperience === undefined ? undefined : (e) => hasConclaveExperience(e.cardinal) === (q.conclaveExperience === "yes"),
    q.region ? (e) => e.cardinal.region === q.region : undefined,
    q.createdBy ? (e) => e.cardinal.createdBy === q.createdBy : undefined,
    q.rank ? (e) => e.cardinal.rank === RANKS[q.rank!] : undefined,
    q.country ? (e) => e.cardinal.nationality === q.country : undefined,
    q.religiousOrder ? (e) => e.cardinal.religiousOrder === q.religiousOrder : undefined,
  ];
  // age >= minAge ⇔ born on or before the day minAge years ago
  if (q.minAge !== undefined) {
    const latest = yearsBefore(day, q.minAge);
    conditions.push((e) => e.cardinal.birthDate <= latest);
  }
  // age < maxAge ⇔ born after the day maxAge years ago
  if (q.maxAge !== undefined) {
    const earliest = yearsBefore(day, q.maxAge);
    conditions.push((e) => e.cardinal.birthDate > earliest);
  }
  if (q.search) conditions.push(searchCondition(q.search, words));
  return conditions.filter((c): c is Condition => c !== undefined);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nullsLast = (a: string | null, b: string | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : 0);

/** The directory's sort orders; each ends in the slug so no two entries ever tie. */
export function comparator(sortBy: SortField, order: "asc" | "desc"): (a: RosterEntry, b: RosterEntry) => number {
  const sign = order === "asc" ? 1 : -1;
  const last = (a: RosterEntry, b: RosterEntry) => cmp(a.cardinal.slug, b.cardinal.slug);
  switch (sortBy) {
    case "fullName": return (a, b) => sign * cmp(a.sortName, b.sortName) || last(a, b);
    case "lastName": return (a, b) => sign * (cmp(a.sortLastName, b.sortLastName) || cmp(a.sortName, b.sortName)) || last(a, b);
    // Youngest first means the latest birth date first.
    case "ageInYears": return (a, b) => -sign * cmp(a.cardinal.birthDate, b.cardinal.birthDate) || cmp(a.sortLastName, b.sortLastName) || last(a, b);
    case "createdCardinal": return (a, b) => nullsLast(a.cardinal.createdCardinal, b.cardinal.createdCardinal)
      || sign * cmp(a.cardinal.createdCardinal ?? "", b.cardinal.createdCardinal ?? "") || cmp(a.sortLastName, b.sortLastName) || last(a, b);
    case "nationality": return (a, b) => sign * cmp(a.sortNationality, b.sortNationality) || cmp(a.sortLastName, b.sortLastName) || last(a, b);
  }
}

const LIST_OPEN = encoder.encode('{"cardinals":[');

/** True when `entry` meets every condition (a plain loop: this runs for every entry of every uncached list). */
function meetsAll(entry: RosterEntry, conditions: readonly Condition[]): boolean {
  for (let i = 0; i < conditions.length; i++) if (!conditions[i]!(entry)) return false;
  return true;
}

/** The list's JSON body: entries in `sorted` order that meet every condition, one page of them, as UTF-8. */
export function listBody(sorted: readonly RosterEntry[], conditions: readonly Condition[], page: number, limit: number): Uint8Array<ArrayBuffer> {
  const from = (page - 1) * limit;
  const to = from + limit;
  const parts: Uint8Array[] = [LIST_OPEN];
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    const entry = sorted[i]!;
    if (!meetsAll(entry, conditions)) continue;
    if (total >= from && total < to) parts.push(total > from ? entry.commaJson : entry.json);
    total++;
  }
  const metadata = { total, pages: Math.ceil(total / limit), page, limit };
  parts.push(encoder.encode(`],"metadata":${JSON.stringify(metadata)}}`));
  // Buffer.concat copies into memory it does not zero first: a third cheaper than copying part by part into a new array.
  return Buffer.concat(parts);
}

/**
 * How well an entry that matches the term (by `searchCondition`, the list's
 * rule) answers what a visitor is typing: 0 the surname (or a pope's papal
 * name) starts with it, 1 a word of the name does, 2 a word of the name is
 * within the tolerated typing errors, 3 only the office, country or
 * birthplace match.
 */
export function suggestionRank(entry: RosterEntry, phrase: string, words: readonly string[]): number {
  if (entry.surnameKey.startsWith(phrase) || (entry.papalNameKey && entry.papalNameKey.startsWith(phrase))) return 0;
  if ((" " + entry.nameKey).includes(" " + phrase)) return 1;
  const nameWords = entry.nameKey.split(" ");
  const close = (w: string) => nameWords.some((n) => n.startsWith(w) || (w.length >= MIN_TOLERANT_LENGTH && prefixDistance(w, n, allowedEdits(w)) <= allowedEdits(w)));
  if (words.some(close)) return 2;
  return 3;
}

/** Suggestions for a partly typed term: name matches first, then by surname. */
export function suggest(entries: readonly RosterEntry[], words: WordIndex, term: string, limit: number): CardinalSuggestion[] {
  const typed = searchWords(term).slice(0, MAX_SEARCH_WORDS);
  const phrase = typed.join(" ");
  const matches = searchCondition(term, words);
  if (!phrase || !matches) return [];
  const ranked: { entry: RosterEntry; rank: number }[] = [];
  for (const entry of entries) {
    if (matches(entry)) ranked.push({ entry, rank: suggestionRank(entry, phrase, typed) });
  }
  const bySurname = comparator("lastName", "asc");
  // Among equal matches the pope comes first: he is whom most visitors typing "leo" look for.
  const popeFirst = (e: RosterEntry) => (e.cardinal.status === "pope" ? 0 : 1);
  ranked.sort((a, b) => a.rank - b.rank || popeFirst(a.entry) - popeFirst(b.entry) || bySurname(a.entry, b.entry));
  return ranked.slice(0, limit).map(({ entry: { cardinal: c } }) => ({
    id: c.id, slug: c.slug, fullName: c.fullName, nameWithOrder: c.nameWithOrder, status: c.status, currentPosition: c.currentPosition,
  }));
}

/** How many entries hold each value, in the order of `order` (values it does not name follow, A→Z). */
function counted(values: readonly (string | null)[], order: readonly string[] = []): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  const position = (v: string) => { const i = order.indexOf(v); return i < 0 ? order.length : i; };
  return [...counts].map(([value, count]) => ({ value, count }))
    .sort((a, b) => position(a.value) - position(b.value) || a.value.localeCompare(b.value, "en"));
}

/**
 * The values the rank, country, religious order and creating-pope filters can
 * take, counted over the College of the day (the list without a search): a
 * value appears once someone holds it, spelled as his record spells it.
 */
export function filterValues(entries: readonly RosterEntry[]): DirectoryFilterValues {
  const college = entries.map((e) => e.cardinal).filter((c) => c.status === "cardinal");
  const plain = (list: { value: string; count: number }[]): FilterValue[] => list.map(({ value, count }) => ({ value, label: value, count }));
  const rankCounts = counted(college.map((c) => c.rank));
  return {
    ranks: RANK_FILTERS.map((value) => ({ value, label: RANKS[value], count: rankCounts.find((r) => r.value === RANKS[value])?.count ?? 0 }))
      .filter((r) => r.count > 0),
    countries: plain(counted(college.map((c) => c.nationality))),
    religiousOrders: plain(counted(college.map((c) => c.religiousOrder))),
    createdBy: plain(counted(college.map((c) => c.createdBy), CREATING_POPES)),
  };
}
