/**
 * The server's pages as the executable answers them, over a fresh test database
 * fixed at one day: for tests that read a page's HTML without the API around it.
 */
import { createTestDb } from "./test-db.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler } from "../pages/site.ts";

export function createTestPages(day = "2026-01-30") {
  const t = createTestDb();
  const roster = new RosterIndex(t.db, () => day);
  const handler = createSiteHandler({ db: t.db, roster, files: new Map(), assets: { scripts: {}, styles: [] }, config: () => ({ gameName: "Test" }), photosDir: "/nonexistent", today: () => day, profiles: t.profiles });
  const get = async (path: string) => {
    const req = new Request(`http://localhost${path}`);
    const res = await handler.handle(req, new URL(req.url));
    return { status: res.status, html: await res.text() };
  };
  // The database too, for a test that first changes what a page shows (a roster edit for /changes).
  return { get, db: t.db, cleanup: t.cleanup };
}
