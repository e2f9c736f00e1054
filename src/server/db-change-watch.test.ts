/**
 * Two servers on one database file (or the admin command beside a running
 * server): each process caches results and pages, and must see what the
 * other committed. Two connections to one file stand in for two processes.
 */
import { afterAll, expect, test } from "bun:test";
import { openDb } from "../../db/open.ts";
import { readSetting, writeSetting } from "../../db/queries/settings.ts";
import { DEFAULT_GAME_NAME } from "../shared/participation.ts";
import { createApp } from "./app.ts";
import { atMostEvery, dataVersion, externalWriteCheck } from "./db-change-watch.ts";
import { RosterIndex } from "./directory/roster-index.ts";
import { createSiteHandler } from "./pages/site.ts";
import { createTestApp } from "./test/test-db.ts";
import { VisitorClient } from "./test/visitor-client.ts";

const first = createTestApp("2026-01-30", { writeLimit: { count: 1000, windowMs: 60_000 } });
const second = openDb(first.path);
afterAll(() => {
  second.$client.close();
  first.cleanup();
});

test("a check sees another connection's commit once, and never this connection's own", () => {
  const check = externalWriteCheck(second);
  expect(check()).toBe(false);
  writeSetting(first.db, "home-page-message", "from the first", new Date().toISOString());
  expect(check()).toBe(true);
  expect(check()).toBe(false);
  const before = dataVersion(second);
  writeSetting(second, "home-page-message", "from the second", new Date().toISOString());
  expect(dataVersion(second)).toBe(before);
  expect(check()).toBe(false);
});

test("a check asked at most every 100 ms sees another connection's commit at its next real look, never losing it", () => {
  let clock = 0;
  const check = atMostEvery(100, externalWriteCheck(second), () => clock);
  expect(check()).toBe(false);
  writeSetting(first.db, "home-page-message", "while the check rests", new Date().toISOString());
  clock = 50;
  expect(check()).toBe(false);
  clock = 100;
  expect(check()).toBe(true);
  clock = 250;
  expect(check()).toBe(false);
});

test("vote results cached by one server include a vote committed by another", async () => {
  const otherServer = createApp({ db: second, dataAsOf: first.dataAsOf, profiles: first.profiles, secret: "test-secret", trustProxy: 1 });
  const results = async () => (await (await first.app.request("http://localhost/api/votes/results")).json()) as { totalVotes: number };
  const before = (await results()).totalVotes;
  const id = second.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'pietro-parolin'").get()!.id;
  expect((await new VisitorClient(otherServer, "203.0.113.70").post("/api/votes", { cardinalId: id })).status).toBe(200);
  expect((await results()).totalVotes).toBe(before + 1);
});

test("pages cached by one server carry a game name another process set", async () => {
  const site = createSiteHandler({
    db: first.db, roster: new RosterIndex(first.db, () => "2026-01-30"), files: new Map(), assets: { scripts: {}, styles: [] }, photosDir: "/nonexistent",
    config: () => ({ gameName: readSetting(first.db, "game-name") ?? DEFAULT_GAME_NAME }),
    writtenElsewhere: externalWriteCheck(first.db),
  });
  const page = async () => await (await site.handle(new Request("http://localhost/"), new URL("http://localhost/"))).text();
  expect(await page()).toContain(DEFAULT_GAME_NAME);
  writeSetting(second, "game-name", "Seagull Patrol", new Date().toISOString());
  expect(await page()).toContain("Seagull Patrol");
});
