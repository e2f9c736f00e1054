import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { countCardinals } from "../../../db/queries/cardinals.ts";
import { rosterAsOf } from "../../../db/queries/roster-edits.ts";
import { PUBLIC_READ } from "../http/cache-policy.ts";

/**
 * The original client calls this once at start-up. Loading content is the
 * server's job at boot, so here it only reports what is loaded: calling it
 * any number of times can neither reset nor duplicate anything.
 *
 * Every page calls it, so behind a caching proxy it must not cost the site one
 * request per page view: to a visitor who already holds a cookie the answer is
 * the same public counts for everyone and says so. The first call of a new
 * visitor also sets their cookie, which makes that one answer no-store.
 */
export function seedDataRoutes(db: Db, today: () => string) {
  return new Hono().get("/", (c) => {
    const counts = countCardinals(db, today());
    c.header("Cache-Control", PUBLIC_READ);
    return c.json({ seeded: counts.members > 0, cardinals: counts.cardinals, members: counts.members, dataAsOf: rosterAsOf(db) });
  });
}
