import { afterAll, expect, test } from "bun:test";
import { ALL_ENDPOINTS } from "../../shared/endpoint-schemas.ts";
import { createTestApp } from "../test/test-db.ts";
import { endpointAt } from "./endpoint-index.ts";

const { app, cleanup } = createTestApp("2026-01-30");
afterAll(() => {
  app.close();
  cleanup();
});

/** What the app serves, as "METHOD /path/:param" (middleware registered for ALL methods is not an endpoint). */
const served = async () => [...new Set((await app.servedRoutes()).filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();
const described = () => Object.values(ALL_ENDPOINTS).map((e) => `${e.method} ${e.path}`).sort();

test("the endpoint tables describe every route the app serves, and the app serves every endpoint they describe", async () => {
  const routes = await served();
  const table = described();
  expect({ servedButNotInTheTable: routes.filter((r) => !table.includes(r)) }).toEqual({ servedButNotInTheTable: [] });
  expect({ inTheTableButNotServed: table.filter((e) => !routes.includes(e)) }).toEqual({ inTheTableButNotServed: [] });
});

test("no two entries describe the same method and path", () => {
  expect(described().filter((e, i, all) => all.indexOf(e) !== i)).toEqual([]);
});

test("a request finds its entry by method and path, parameters in any segment", () => {
  expect(endpointAt("GET", "/api/cardinals/pietro-parolin")?.name).toBe("cardinal");
  expect(endpointAt("GET", "/api/cardinals/suggestions")?.name).toBe("suggestions");
  expect(endpointAt("HEAD", "/api/site-settings/game-name")?.name).toBe("setting");
  expect(endpointAt("POST", "/api/site-settings/game-name")?.name).toBe("settingWrite");
  expect(endpointAt("POST", "/api/polls/3/vote")?.name).toBe("pollVote");
  expect(endpointAt("GET", "/api/polls/3/vote")).toBeNull();
  expect(endpointAt("GET", "/api/cardinals/pietro-parolin/extra")).toBeNull();
});
