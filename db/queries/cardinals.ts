import { sql } from "drizzle-orm";
import type { Db } from "../open.ts";
import { cardinals } from "../schema.ts";
import { ageOn, isElectorOn } from "../../src/shared/age.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";

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
    isElector: isElectorOn(row.birthDate, day),
    created: row.createdCardinal !== null,
    views: parseList(row.views) as Cardinal["views"],
    ratings: parseList(row.ratings) as Cardinal["ratings"],
    quotes: parseList(row.quotes) as Cardinal["quotes"],
    sources: parseList(row.sources) as Cardinal["sources"],
  };
}

export function countCardinals(db: Db): { members: number; cardinals: number } {
  const row = db.select({
    members: sql<number>`count(*)`,
    cardinals: sql<number>`sum(${cardinals.status} = 'cardinal')`,
  }).from(cardinals).get();
  return { members: row?.members ?? 0, cardinals: row?.cardinals ?? 0 };
}
