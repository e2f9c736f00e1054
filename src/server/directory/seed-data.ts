import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { countCardinals } from "../../../db/queries/cardinals.ts";
import { rosterAsOf } from "../../../db/queries/roster-edits.ts";

/**
 * The original client calls this once at start-up. Loading content is the
 * server's job at boot, so here it only reports what is loaded: calling it
 * any number of times can neither reset nor duplicate anything.
 */
export function seedDataRoutes(db: Db, today: () => string) {
  return new Hono().get("/", (c) => {
    const counts = countCardinals(db, today());
    return c.json({ seeded: counts.members > 0, cardinals: counts.cardinals, members: counts.members, dataAsOf: rosterAsOf(db) });
  });
}
