/**
 * The site's pages over a real database whose conclave events are recorded
 * through the real API by a signed-in operator, with a clock the test moves:
 * for tests of what pages show in each phase of a vacancy.
 */
import { expect } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "./test-db.ts";
import { VisitorClient } from "./visitor-client.ts";
import { romeDay } from "../../shared/conclave.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler } from "../pages/site.ts";

const SOURCE = "https://www.vatican.va/content/vatican/en.html";

export function createConclaveSite() {
  const clock = { now: new Date("2026-04-21T07:35:00Z") };
  const today = () => romeDay(clock.now.toISOString());
  const made = createTestApp("2026-04-21", { now: () => clock.now, today });
  const site = createSiteHandler({
    db: made.db, roster: new RosterIndex(made.db, today), files: new Map(), assets: { scripts: { en: ["/assets/main.js"] }, styles: [] },
    config: () => ({ dataAsOf: made.dataAsOf, contactEmail: "", donationUrl: "", gameName: "Gull-B-Gone" }),
    photosDir: "/nonexistent-photos", today, profiles: made.profiles, conclave: () => made.app.conclave.frame(),
  });
  const operator = new VisitorClient(made.app, "198.51.100.72");
  let signedIn = false;
  /** Records one event as the operator, with a source; the event must be accepted. */
  async function record(body: Record<string, unknown>) {
    if (!signedIn) {
      expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
      signedIn = true;
    }
    expect((await operator.post("/api/admin/conclave/events", { sourceUrl: SOURCE, ...body })).status).toBe(201);
  }
  const close = () => {
    made.app.close();
    made.cleanup();
  };
  return { clock, made, site, record, close };
}
