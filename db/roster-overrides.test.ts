import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "./open.ts";
import { loadContent, type ContentBundle } from "./content-loader.ts";
import { readContentFromDisk } from "../src/server/content-files.ts";
import { addCardinal, editCardinal } from "./queries/roster-edits.ts";
import { releaseWins } from "./queries/roster-overrides.ts";
import type { RosterMember } from "../src/shared/roster.ts";

const dir = mkdtempSync(join(tmpdir(), "conclave-overrides-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = "https://www.vatican.va/content/example.html";
const EDIT_DAY = new Date("2026-11-10T12:00:00Z");

/** A release: the disk content with its date and some members changed, so its hash differs. */
function release(base: ContentBundle, asOf: string, change: (m: RosterMember) => RosterMember = (m) => m): ContentBundle {
  const roster = JSON.parse(base.rosterText) as { asOf: string; members: RosterMember[] };
  return { ...base, rosterText: JSON.stringify({ asOf, members: roster.members.map(change) }) };
}

const field = (db: ReturnType<typeof openDb>, slug: string, column: string) =>
  db.$client.query<Record<string, string | null>, [string]>(`SELECT ${column} AS v FROM cardinals WHERE slug = ?`).get(slug)?.v;

test("the rule: a release wins only when dated after the edit and different from the value the operator replaced", () => {
  const o = { replaced: JSON.stringify("Archbishop of Madrid"), editedOn: "2026-11-10" };
  expect(releaseWins(o, "Archbishop of Madrid", "2026-12-01")).toBe(false);
  expect(releaseWins(o, "Prefect of a Dicastery", "2026-12-01")).toBe(true);
  expect(releaseWins(o, "Prefect of a Dicastery", "2026-11-10")).toBe(false);
  expect(releaseWins(o, "Prefect of a Dicastery", "2026-01-30")).toBe(false);
  expect(releaseWins({ replaced: "null", editedOn: "2026-11-10" }, "2026-11-05", "2026-12-01")).toBe(true);
  expect(releaseWins({ replaced: "null", editedOn: "2026-11-10" }, null, "2026-12-01")).toBe(false);
});

test("a restart with new content keeps the operator's edits, deaths and additions unless the release is newer evidence", () => {
  const path = join(dir, "restart.db");
  const disk = readContentFromDisk(process.cwd());
  const db = openDb(path);
  loadContent(db, disk);
  editCardinal(db, "jose-cobo-cano", { currentPosition: "Operator's office" }, { sourceUrl: SOURCE, now: EDIT_DAY });
  editCardinal(db, "pietro-parolin", { currentPosition: "Operator's office for Parolin" }, { sourceUrl: SOURCE, now: EDIT_DAY });
  editCardinal(db, "baltazar-enrique-porras-cardozo", { deathDate: "2026-11-08" }, { sourceUrl: SOURCE, now: EDIT_DAY });
  addCardinal(db, {
    slug: "operator-added", fullName: "Added Cardinal", nameWithOrder: "Added Cardinal", lastName: "Cardinal", nationality: "Italy",
    region: "Europe", birthDate: "1970-01-01", createdBy: "Pope Leo XIV",
  }, { sourceUrl: SOURCE, now: EDIT_DAY });
  db.$client.close();

  // 1. An older release (the same date as the content, one unrelated change): every edit stays.
  const older = openDb(path);
  const first = loadContent(older, release(disk, "2026-01-30", (m) => (m.slug === "mykola-bychok" ? { ...m, birthplace: "Somewhere else" } : m)));
  expect(first.loaded).toBe(true);
  expect(field(older, "jose-cobo-cano", "current_position")).toBe("Operator's office");
  expect(field(older, "baltazar-enrique-porras-cardozo", "death_date")).toBe("2026-11-08");
  expect(field(older, "operator-added", "full_name")).toBe("Added Cardinal");
  expect(field(older, "mykola-bychok", "birth_place")).toBe("Somewhere else");
  older.$client.close();

  // 2. A newer release: where it still says what the operator replaced, the operator's value stays;
  //    where it says something new (Parolin's office), the release wins and the override is dropped.
  const newer = openDb(path);
  const next = release(disk, "2026-12-01", (m) => (m.slug === "pietro-parolin" ? { ...m, office: "Office from the December release" } : m));
  expect(loadContent(newer, next).loaded).toBe(true);
  expect(field(newer, "jose-cobo-cano", "current_position")).toBe("Operator's office");
  expect(field(newer, "pietro-parolin", "current_position")).toBe("Office from the December release");
  expect(field(newer, "baltazar-enrique-porras-cardozo", "death_date")).toBe("2026-11-08");
  expect(field(newer, "operator-added", "full_name")).toBe("Added Cardinal");
  const overrides = newer.$client.query<{ slug: string; field: string }, []>("SELECT slug, field FROM roster_overrides WHERE slug IN ('pietro-parolin', 'jose-cobo-cano')").all();
  expect(overrides).toEqual([{ slug: "jose-cobo-cano", field: "currentPosition" }]);
  // The same content again is not reloaded, even though the operator added a row.
  expect(loadContent(newer, next).loaded).toBe(false);
  newer.$client.close();
});
