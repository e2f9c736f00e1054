import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import { readRosterVersion } from "../../../db/queries/roster-version.ts";
import type { Cardinal, CardinalListResponse } from "../../shared/cardinals.ts";
import type { ImportPreview, RosterChangePage } from "../../shared/roster-fields.ts";

const { app, db, cleanup } = createTestApp("2026-11-23");
afterAll(cleanup);

const SOURCE = "https://www.vaticannews.va/en/example.html";
const auditCount = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM audit_log").get()!.n;
const visitor = () => new VisitorClient(app, "203.0.113.50");

async function operator() {
  const client = new VisitorClient(app, "198.51.100.7");
  expect((await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  return client;
}

const cardinal = async (slug: string) => (await (await visitor().get(`/api/cardinals/${slug}`)).json()) as Cardinal;
const total = async (query = "") => ((await (await visitor().get(`/api/cardinals?limit=1${query}`)).json()) as CardinalListResponse).metadata.total;
const changes = async () => (await (await visitor().get("/api/changes")).json()) as RosterChangePage & { dataAsOf: string };

const NEW_CARDINAL = {
  slug: "test-new-cardinal", fullName: "Nuovo Cardinale", nameWithOrder: "Nuovo Cardinale", lastName: "Cardinale",
  givenNames: "Nuovo", nationality: "Italy", region: "Europe", birthDate: "1970-05-01",
  createdCardinal: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest", currentPosition: "Archbishop of Somewhere",
};

describe("without a session nothing changes", () => {
  test.each([
    ["PATCH", "/api/admin/roster/pietro-parolin", { changes: { currentPosition: "x" }, sourceUrl: SOURCE }],
    ["POST", "/api/admin/roster", { cardinal: NEW_CARDINAL, sourceUrl: SOURCE }],
    ["POST", "/api/admin/roster/import/preview", { roster: { members: [{ slug: "pietro-parolin", office: "x" }] } }],
    ["POST", "/api/admin/roster/import/apply", { roster: { members: [{ slug: "pietro-parolin", office: "x" }] }, sourceUrl: SOURCE, rosterVersion: 1 }],
    ["GET", "/api/admin/corrections", undefined],
    ["POST", "/api/admin/corrections/1/accept", {}],
    ["POST", "/api/admin/corrections/1/decline", { reason: "no" }],
  ])("%s %s is 401", async (method, path, body) => {
    const version = readRosterVersion(db);
    const audits = auditCount();
    const res = await visitor().request(method, path, body);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toContain("Sign in");
    expect(readRosterVersion(db)).toBe(version);
    expect(auditCount()).toBe(audits);
  });
});

describe("editing a cardinal", () => {
  test("PATCH changes the field, logs it publicly and in the audit table, and bumps the roster version", async () => {
    const op = await operator();
    const version = readRosterVersion(db);
    const res = await op.request("PATCH", "/api/admin/roster/pietro-parolin", {
      changes: { currentPosition: "Secretary of State (edited)", birthPlace: "Schiavon, Vicenza" }, sourceUrl: SOURCE, note: "Checked with the bulletin",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { changes: { field: string; oldValue: string; newValue: string }[] };
    expect(body.changes.map((c) => c.field)).toEqual(["birthPlace", "currentPosition"]);
    expect(readRosterVersion(db)).toBe(version + 1);
    const parolin = await cardinal("pietro-parolin");
    expect(parolin.currentPosition).toBe("Secretary of State (edited)");
    expect(parolin.content).toContain("Secretary of State (edited)");
    const log = await changes();
    expect(log.changes[0]).toMatchObject({ slug: "pietro-parolin", field: "currentPosition", newValue: "Secretary of State (edited)", sourceUrl: SOURCE, note: "Checked with the bulletin", fromCorrection: false });
    expect(log.dataAsOf).toBe(new Date().toISOString().slice(0, 10));
    const audit = db.$client.query<{ action: string; new_value: string }, []>("SELECT action, new_value FROM audit_log ORDER BY id DESC LIMIT 1").get()!;
    expect(audit).toEqual({ action: "roster:pietro-parolin.currentPosition", new_value: JSON.stringify("Secretary of State (edited)") });
    // Search follows the edit.
    const found = (await (await visitor().get("/api/cardinals?search=schiavon")).json()) as CardinalListResponse;
    expect(found.cardinals.map((c) => c.slug)).toEqual(["pietro-parolin"]);
  });

  test.each([
    [{ changes: { shoeSize: "44" }, sourceUrl: SOURCE }, "changes.shoeSize", "not a field"],
    [{ changes: { birthDate: "1955-02-30" }, sourceUrl: SOURCE }, "changes.birthDate", "real calendar day"],
    [{ changes: { region: "Atlantis" }, sourceUrl: SOURCE }, "changes.region", "must be one of"],
    [{ changes: { currentPosition: "<b>Boss</b>" }, sourceUrl: SOURCE }, "changes.currentPosition", "plain text"],
    [{ changes: { fullName: null }, sourceUrl: SOURCE }, "changes.fullName", ""],
    [{ changes: { deathDate: "2099-01-01" }, sourceUrl: SOURCE }, "changes.deathDate", "future"],
    [{ changes: { deathDate: "1900-01-01" }, sourceUrl: SOURCE }, "changes.deathDate", "before the date of birth"],
    [{ changes: {}, sourceUrl: SOURCE }, "changes", "at least one field"],
    [{ changes: { currentPosition: "x" } }, "sourceUrl", "https://"],
    [{ changes: { currentPosition: "x" }, sourceUrl: "http://example.org/" }, "sourceUrl", "https://"],
  ])("refuses %j with 400 naming %s, and changes nothing", async (body, field, words) => {
    const op = await operator();
    const version = readRosterVersion(db);
    const res = await op.request("PATCH", "/api/admin/roster/pietro-parolin", body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: string; field: string };
    expect(error.field).toBe(field);
    expect(error.error).toContain(words);
    expect(readRosterVersion(db)).toBe(version);
  });

  test("an unknown slug is 404 with the field named", async () => {
    const res = await (await operator()).request("PATCH", "/api/admin/roster/nobody-at-all", { changes: { currentPosition: "x" }, sourceUrl: SOURCE });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ field: "slug" });
  });

  test("a death takes him out of the living count and the electors; his page stays, marked", async () => {
    const op = await operator();
    const living = await total();
    const electors = await total("&elector=true");
    const res = await op.request("PATCH", "/api/admin/roster/baltazar-enrique-porras-cardozo", { changes: { deathDate: "2026-11-20" }, sourceUrl: SOURCE });
    expect(res.status).toBe(200);
    expect(await total()).toBe(living - 1);
    const porras = await cardinal("baltazar-enrique-porras-cardozo");
    expect(porras.deathDate).toBe("2026-11-20");
    expect(porras.isElector).toBe(false);
    expect(porras.content).toContain("He died on 20 November 2026.");
    expect(porras.sources).toContainEqual({ title: "Report of his death (20 November 2026)", url: SOURCE });
    // Born in 1944, he was no elector anyway: the elector count is unchanged.
    expect(await total("&elector=true")).toBe(electors);
  });

  test("a renunciation ends elector status at any age", async () => {
    const op = await operator();
    const electors = await total("&elector=true");
    const young = await cardinal("mykola-bychok");
    expect(young.isElector).toBe(true);
    const res = await op.request("PATCH", "/api/admin/roster/mykola-bychok", { changes: { renunciationDate: "2026-11-21" }, sourceUrl: SOURCE });
    expect(res.status).toBe(200);
    expect((await cardinal("mykola-bychok")).isElector).toBe(false);
    expect(await total("&elector=true")).toBe(electors - 1);
    // Undone by clearing the date: he votes again.
    expect((await op.request("PATCH", "/api/admin/roster/mykola-bychok", { changes: { renunciationDate: null }, sourceUrl: SOURCE })).status).toBe(200);
    expect(await total("&elector=true")).toBe(electors);
  });
});

describe("adding a cardinal", () => {
  test("POST adds him with every fact logged; a second POST with the same slug is 409", async () => {
    const op = await operator();
    const before = await total();
    const res = await op.post("/api/admin/roster", { cardinal: NEW_CARDINAL, sourceUrl: SOURCE, note: "Consistory" });
    expect(res.status).toBe(201);
    expect(await total()).toBe(before + 1);
    const added = await cardinal("test-new-cardinal");
    expect(added).toMatchObject({ fullName: "Nuovo Cardinale", isElector: true, createdBy: "Pope Leo XIV" });
    const log = await changes();
    expect(log.changes.filter((c) => c.slug === "test-new-cardinal").map((c) => c.field)).toContain("birthDate");
    const again = await op.post("/api/admin/roster", { cardinal: NEW_CARDINAL, sourceUrl: SOURCE });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ field: "cardinal.slug" });
  });

  test("the content loader's rules apply: a missing name or a bad slug is 400 naming the field", async () => {
    const op = await operator();
    const { fullName: _, ...noName } = { ...NEW_CARDINAL, slug: "another-one" };
    const missing = await op.post("/api/admin/roster", { cardinal: noName, sourceUrl: SOURCE });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: "cardinal.fullName" });
    const badSlug = await op.post("/api/admin/roster", { cardinal: { ...NEW_CARDINAL, slug: "Bad Slug" }, sourceUrl: SOURCE });
    expect(badSlug.status).toBe(400);
    expect(await badSlug.json()).toMatchObject({ field: "cardinal.slug" });
  });
});

describe("importing a roster file", () => {
  const file = {
    asOf: "2026-11-22",
    members: [
      { slug: "jose-cobo-cano", office: "Archbishop of Madrid (imported)", birthplace: "Jaén" },
      { slug: "pablo-virgilio-david" },
      {
        slug: "consistory-new-one", name: "Giovanni Nuovo", nameWithOrder: "Giovanni Nuovo", surname: "Nuovo", givenNames: "Giovanni",
        order: null, country: "Italy", region: "Europe", born: "1968-03-03", birthplace: null, ordainedPriest: null, consecratedBishop: null,
        created: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest", office: "Archbishop of Nowhere", status: "cardinal",
        pressOfficeBio: null, wikidata: null,
      },
    ],
  };

  test("preview shows added, changed (field by field) and unchanged, and writes nothing", async () => {
    const op = await operator();
    const version = readRosterVersion(db);
    const res = await op.post("/api/admin/roster/import/preview", { roster: file });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as ImportPreview;
    expect(preview.rosterVersion).toBe(version);
    expect(preview.added.map((a) => a.slug)).toEqual(["consistory-new-one"]);
    expect(preview.changed).toHaveLength(1);
    expect(preview.changed[0]!.fields).toContainEqual({ field: "currentPosition", oldValue: "Archbishop of Madrid", newValue: "Archbishop of Madrid (imported)" });
    expect(preview.unchanged.map((u) => u.slug)).toEqual(["pablo-virgilio-david"]);
    expect(readRosterVersion(db)).toBe(version);
    expect((await visitor().get("/api/cardinals/consistory-new-one")).status).toBe(404);
  });

  test("apply is all or nothing: one bad member and no member changes", async () => {
    const op = await operator();
    const version = readRosterVersion(db);
    const bad = { ...file, members: [...file.members, { slug: "pietro-parolin", born: "yesterday" }] };
    const res = await op.post("/api/admin/roster/import/apply", { roster: bad, sourceUrl: SOURCE, rosterVersion: version });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "roster.members.3.born" });
    expect(readRosterVersion(db)).toBe(version);
    expect((await cardinal("jose-cobo-cano")).currentPosition).toBe("Archbishop of Madrid");
    expect((await visitor().get("/api/cardinals/consistory-new-one")).status).toBe(404);
  });

  test("apply after a preview on an older roster is refused; on the current one it applies in one step", async () => {
    const op = await operator();
    const stale = await op.post("/api/admin/roster/import/apply", { roster: file, sourceUrl: SOURCE, rosterVersion: readRosterVersion(db) - 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ field: "rosterVersion" });
    const version = readRosterVersion(db);
    const res = await op.post("/api/admin/roster/import/apply", { roster: file, sourceUrl: SOURCE, note: "Consistory of 20 November", rosterVersion: version });
    expect(res.status).toBe(200);
    expect(readRosterVersion(db)).toBe(version + 1);
    expect((await cardinal("jose-cobo-cano")).currentPosition).toBe("Archbishop of Madrid (imported)");
    expect((await cardinal("consistory-new-one")).isElector).toBe(true);
  });
});

describe("today's College under the law", () => {
  test("on 23 November 2026 with the content roster, 117 electors: Becciu is left out, the two-thirds majority is 78", async () => {
    const fresh = createTestApp("2026-11-23");
    try {
      const list = (await (await new VisitorClient(fresh.app).get("/api/cardinals?limit=1000")).json()) as CardinalListResponse;
      const electors = list.cardinals.filter((c) => c.isElector);
      expect(electors).toHaveLength(117);
      expect(Math.ceil((2 * electors.length) / 3)).toBe(78);
      expect(list.cardinals.find((c) => c.slug === "giovanni-angelo-becciu")).toMatchObject({ isElector: false, renunciationDate: "2020-09-24" });
      const filtered = (await (await new VisitorClient(fresh.app).get("/api/cardinals?elector=true&limit=1")).json()) as CardinalListResponse;
      expect(filtered.metadata.total).toBe(117);
      const others = (await (await new VisitorClient(fresh.app).get("/api/cardinals?elector=false&limit=1")).json()) as CardinalListResponse;
      expect(others.metadata.total).toBe(list.metadata.total - 117);
      const bad = await new VisitorClient(fresh.app).get("/api/cardinals?elector=maybe");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: "elector" });
    } finally {
      fresh.cleanup();
    }
  });
});

test("the README's import walkthrough records a death and a renunciation as written", async () => {
  const readme = await Bun.file("README.md").text();
  const block = /entry per cardinal[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBeDefined();
  const file = JSON.parse(block!
    .replace("<slug of the cardinal who died>", "jose-cobo-cano").replace("<slug of the cardinal who renounced>", "pietro-parolin")
    .replaceAll("<YYYY-MM-DD>", "2026-11-21"));
  const op = await operator();
  const preview = (await (await op.post("/api/admin/roster/import/preview", { roster: file })).json()) as ImportPreview;
  expect(preview.changed.map((c) => c.fields.map((f) => f.field)).flat().sort()).toEqual(["deathDate", "renunciationDate"]);
  expect((await op.post("/api/admin/roster/import/apply", { roster: file, sourceUrl: SOURCE, rosterVersion: preview.rosterVersion })).status).toBe(200);
  expect((await cardinal("jose-cobo-cano")).status).toBe("deceased");
  const renounced = await cardinal("pietro-parolin");
  expect(renounced.status).toBe("cardinal");
  expect(renounced.renunciationDate).toBe("2026-11-21");
  expect(renounced.isElector).toBe(false);
});
