import { asc } from "drizzle-orm";
import type { Db } from "../open.ts";
import { cardinals } from "../schema.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { toCardinal } from "./cardinals.ts";
import { electionDaysIn } from "./conclave.ts";

/** Everyone in the roster, the pope included, by id (the order of the downloads). */
export function allPeople(db: Db, day: string): Cardinal[] {
  const elected = electionDaysIn(db);
  return db.select().from(cardinals).orderBy(asc(cardinals.id)).all().map((row) => toCardinal(row, day, elected.get(row.slug) ?? null));
}
