import { and, asc, desc, eq, gt, gte, isNull, lte, ne, not, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../open.ts";
import { cardinals } from "../schema.ts";
import { ageOn, ELECTOR_AGE_LIMIT, isElectorOn, yearsBefore } from "../../src/shared/age.ts";
import { searchWords } from "../../src/shared/text.ts";
import type { Cardinal, CardinalListResponse, SortField } from "../../src/shared/cardinals.ts";
import type { CardinalListQuery } from "../../src/shared/cardinal-query.ts";

type Row = typeof cardinals.$inferSelect;

function parseList(text: string | null): unknown[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The API shape of a row; age and elector status are worked out for `day`. */
export function toCardinal(row: Row, day: string): Cardinal {
  const { sortName: _n, sortLastName: _l, sortNationality: _c, ...rest } = row;
  return {
    ...rest,
    ageInYears: ageOn(row.birthDate, day),
    isElector: isElectorOn(row, day),
    created: row.createdCardinal !== null,
    views: parseList(row.views) as Cardinal["views"],
    ratings: parseList(row.ratings) as Cardinal["ratings"],
    quotes: parseList(row.quotes) as Cardinal["quotes"],
    sources: parseList(row.sources) as Cardinal["sources"],
  };
}

/** FTS5 prefix match on every word, so "erdo" finds Erdő and "jean marc" finds Jean-Marc. */
function searchCondition(term: string): SQL | undefined {
  const words = searchWords(term).slice(0, 8);
  if (words.length === 0) return undefined;
  const match = words.map((w) => `"${w}"*`).join(" ");
  return sql`${cardinals.id} IN (SELECT rowid FROM cardinal_search WHERE cardinal_search MATCH ${match})`;
}

function orderBy(sortBy: SortField, order: "asc" | "desc"): SQL[] {
  const dir = order === "asc" ? asc : desc;
  switch (sortBy) {
    case "fullName": return [dir(cardinals.sortName), asc(cardinals.slug)];
    case "lastName": return [dir(cardinals.sortLastName), dir(cardinals.sortName)];
    // Youngest first means the latest birth date first.
    case "ageInYears": return [(order === "asc" ? desc : asc)(cardinals.birthDate), asc(cardinals.sortLastName)];
    case "createdCardinal": return [sql`${cardinals.createdCardinal} IS NULL`, dir(cardinals.createdCardinal), asc(cardinals.sortLastName)];
    case "nationality": return [dir(cardinals.sortNationality), asc(cardinals.sortLastName)];
  }
}

/** Alive on `day`: someone who has died leaves the list and its counts (his page stays). */
const livingOn = (day: string) => or(isNull(cardinals.deathDate), gt(cardinals.deathDate, day))!;

/**
 * `isElectorOn` in SQL, for the living: the 80th birthday falls on or after `day`
 * (born on or after the day 80 years earlier) and no renunciation by `day`.
 */
const electorOn = (day: string) => and(
  gte(cardinals.birthDate, yearsBefore(day, ELECTOR_AGE_LIMIT)),
  or(isNull(cardinals.renunciationDate), gt(cardinals.renunciationDate, day)),
)!;

/** The directory list: living members of the College only (the pope has his own page). */
export function listCardinals(db: Db, q: CardinalListQuery, day: string): CardinalListResponse {
  const conditions = [
    ne(cardinals.status, "pope"),
    livingOn(day),
    q.elector === undefined ? undefined : q.elector ? electorOn(day) : not(electorOn(day)),
    q.region ? eq(cardinals.region, q.region) : undefined,
    q.createdBy ? eq(cardinals.createdBy, q.createdBy) : undefined,
    // age >= minAge  ⇔  born on or before the day minAge years ago
    q.minAge !== undefined ? lte(cardinals.birthDate, yearsBefore(day, q.minAge)) : undefined,
    // age < maxAge  ⇔  born after the day maxAge years ago
    q.maxAge !== undefined ? gt(cardinals.birthDate, yearsBefore(day, q.maxAge)) : undefined,
    q.search ? searchCondition(q.search) : undefined,
  ];
  const where = and(...conditions);
  const total = db.select({ n: sql<number>`count(*)` }).from(cardinals).where(where).get()?.n ?? 0;
  const rows = db.select().from(cardinals).where(where)
    .orderBy(...orderBy(q.sortBy, q.sortOrder))
    .limit(q.limit).offset((q.page - 1) * q.limit).all();
  return {
    cardinals: rows.map((r) => toCardinal(r, day)),
    metadata: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit },
  };
}

export function getCardinalBySlug(db: Db, slug: string, day: string): Cardinal | null {
  const row = db.select().from(cardinals).where(eq(cardinals.slug, slug)).get();
  return row ? toCardinal(row, day) : null;
}

/** Living members (the pope included) and living cardinals on `day`. */
export function countCardinals(db: Db, day: string): { members: number; cardinals: number } {
  const row = db.select({
    members: sql<number>`count(*)`,
    cardinals: sql<number>`coalesce(sum(${cardinals.status} = 'cardinal'), 0)`,
  }).from(cardinals).where(livingOn(day)).get();
  return { members: row?.members ?? 0, cardinals: row?.cardinals ?? 0 };
}
