import type { Db } from "../open.ts";
import { cardinals } from "../schema.ts";
import { ageOn, isElectorOn, statusOn } from "../../src/shared/age.ts";
import { conclavesAttendedBy } from "../../src/shared/conclave-experience.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { announcedNameOf, officesHeldBy } from "../college-content.ts";

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

/**
 * The API shape of a row; status, age (at death, for the deceased), elector status and conclaves are worked out for `day`.
 * `electedOn`: the day conclave mode recorded his election, for a pope the content's conclaves do not date.
 */
export function toCardinal(row: Row, day: string, electedOn: string | null = null): Cardinal {
  const { sortName: _n, sortLastName: _l, sortNationality: _c, ...rest } = row;
  const facts = { ...row, electedOn };
  const status = statusOn(facts, day);
  return {
    ...rest,
    status,
    ageInYears: ageOn(row.birthDate, status === "deceased" && row.deathDate ? row.deathDate : day),
    isElector: isElectorOn(facts, day),
    conclavesAttended: conclavesAttendedBy(row),
    created: row.createdCardinal !== null,
    views: parseList(row.views) as Cardinal["views"],
    ratings: parseList(row.ratings) as Cardinal["ratings"],
    quotes: parseList(row.quotes) as Cardinal["quotes"],
    sources: parseList(row.sources) as Cardinal["sources"],
    // The offices file names the holders on its date; someone who has since died holds none.
    collegeOffices: status === "deceased" ? [] : officesHeldBy(row.slug),
    latinName: announcedNameOf(row.slug),
  };
}

/**
 * Living members (the pope included) and living cardinals on `day`: someone who has died leaves the counts.
 * Plain SQL, not drizzle's builder: the start line and /api/seed-data, a start's first answer, ask it, and
 * building a first query through drizzle cost a start milliseconds (SQLite keeps the statement compiled).
 */
export function countCardinals(db: Db, day: string): { members: number; cardinals: number } {
  const row = db.$client.query<{ members: number; cardinals: number }, [string]>(
    "SELECT count(*) AS members, coalesce(sum(status = 'cardinal'), 0) AS cardinals FROM cardinals WHERE death_date IS NULL OR death_date > ?1",
  ).get(day);
  return { members: row?.members ?? 0, cardinals: row?.cardinals ?? 0 };
}
