import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { CardinalListResponse } from "../../shared/cardinals.ts";
import type { ImportPreview } from "../../shared/roster-fields.ts";

const { app, path, cleanup } = createTestApp("2026-11-23");
afterAll(cleanup);
const SOURCE = "https://www.vaticannews.va/en/example.html";

/** The largest file the import takes: every member of the content roster with a new office, and new members up to 1,000. */
function maximalImport() {
  const content = JSON.parse(readFileSync("content/roster.json", "utf8")) as { asOf: string; members: { slug: string; office: string }[] };
  const members: Record<string, unknown>[] = content.members.map((m) => ({ slug: m.slug, office: `${m.office} (imported)` }));
  for (let i = 0; members.length < 1000; i++) {
    members.push({
      slug: `imported-member-${i}`, name: `Imported Member ${i}`, nameWithOrder: `Imported Member ${i}`, surname: "Member", givenNames: `Imported ${i}`,
      order: null, country: "Italy", region: "Europe", born: "1968-03-03", birthplace: null, ordainedPriest: null, consecratedBishop: null,
      created: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest", office: `Archbishop of Test ${i}`, status: "cardinal",
      pressOfficeBio: null, wikidata: null,
    });
  }
  return { asOf: "2026-11-22", members };
}

const total = async () => ((await (await app.request("/api/cardinals?limit=1")).json()) as CardinalListResponse).metadata.total;

test("reads are answered while a maximal import (1,000 members) is being written", async () => {
  const op = new VisitorClient(app, "198.51.100.7");
  expect((await op.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  const roster = maximalImport();
  const previewed = await op.post("/api/admin/roster/import/preview", { roster });
  // On a failure the answer's own words are the useful part of the report.
  if (previewed.status !== 200) throw new Error(`preview: ${previewed.status} ${await previewed.text()}`);
  const preview = (await previewed.json()) as ImportPreview;
  expect(preview.added.length + preview.changed.length).toBe(1000);
  const before = await total();

  // A second connection that asks for the write lock without waiting: refused while the import's transaction is open,
  // but also now and then for a moment after its commit (seen under load: a read between two refusals already showed
  // the imported roster). So a refusal alone does not say the import is uncommitted; this connection's read of the
  // roster version, after the read under test, does.
  const probe = new Database(path);
  probe.run("PRAGMA busy_timeout = 0");
  const versionBefore = preview.rosterVersion;
  const lockTaken = () => {
    try {
      probe.run("BEGIN IMMEDIATE");
      probe.run("ROLLBACK");
      return false;
    } catch {
      return true;
    }
  };
  const uncommitted = () => Number((probe.query("SELECT value FROM meta WHERE key = 'roster_version'").get() as { value: string }).value) === versionBefore;
  let settled = false;
  const applying = op.post("/api/admin/roster/import/apply", { roster, sourceUrl: SOURCE, rosterVersion: preview.rosterVersion }).finally(() => (settled = true));
  let answeredDuringImport = 0;
  while (!settled) {
    // An in-process request settles without leaving the microtask queue: give the worker's answer its turn.
    await new Promise((r) => setImmediate(r));
    const writing = lockTaken();
    const res = await app.request("/api/cardinals?limit=5");
    if (res.status !== 200) throw new Error(`a read during the import: ${res.status} ${await res.text()}`);
    // Answered after the import took the lock and before it committed: while it was writing. It still reads the roster as it was.
    if (writing && lockTaken() && uncommitted()) {
      answeredDuringImport++;
      expect(((await res.json()) as CardinalListResponse).metadata.total).toBe(before);
    }
  }
  probe.close();
  const applied = await applying;
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  expect(answeredDuringImport).toBeGreaterThan(0);
  // And once it has committed, the whole import is there at once.
  expect(await total()).toBe(before + preview.added.length);
}, 120_000);
