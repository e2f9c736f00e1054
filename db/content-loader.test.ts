import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "./open.ts";
import { loadContent, prepareContent } from "./content-loader.ts";
import { readContentFromDisk } from "../src/server/content-files.ts";
import { readRosterVersion } from "./queries/roster-version.ts";

const dir = mkdtempSync(join(tmpdir(), "conclave-loader-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: ReturnType<typeof openDb>) =>
  db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinals").get()!.n;

test("loads once, skips unchanged content on restart, and keeps ids when content changes", () => {
  const path = join(dir, "restart.db");
  const bundle = readContentFromDisk(process.cwd());
  const first = openDb(path);
  expect(readRosterVersion(first)).toBe(0);
  expect(loadContent(first, bundle).loaded).toBe(true);
  expect(readRosterVersion(first)).toBe(1);
  const parolinId = first.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'pietro-parolin'").get()!.id;
  first.$client.close();

  const second = openDb(path);
  expect(loadContent(second, bundle).loaded).toBe(false);
  expect(count(second)).toBe(246);

  const roster = JSON.parse(bundle.rosterText);
  roster.members = roster.members.filter((m: { slug: string }) => m.slug !== "giovanni-battista-re");
  const changed = loadContent(second, { ...bundle, rosterText: JSON.stringify(roster) });
  expect(changed.loaded).toBe(true);
  // Only a load that changed the roster bumps its version, so caches keyed on it stay valid across restarts.
  expect(readRosterVersion(second)).toBe(2);
  expect(count(second)).toBe(245);
  expect(second.$client.query<{ id: number }, []>("SELECT id FROM cardinals WHERE slug = 'pietro-parolin'").get()!.id).toBe(parolinId);
  second.$client.close();
});

test("content the build prepared (hash worked out, files validated) loads the same rows, and is recognised as unchanged by content read at run time", () => {
  const bundle = readContentFromDisk(process.cwd());
  const built = prepareContent(bundle);
  // The executable carries the prepared files as JSON text.
  const parsedText = JSON.stringify(built.parsed);
  const rows = (db: ReturnType<typeof openDb>) => JSON.stringify([
    db.$client.query("SELECT * FROM cardinals ORDER BY slug").all(),
    db.$client.query("SELECT p.key, p.question, o.key AS option, o.label FROM polls p JOIN poll_options o ON o.poll_id = p.id ORDER BY p.key, o.key").all(),
  ]);

  const fromTexts = openDb(join(dir, "from-texts.db"));
  loadContent(fromTexts, bundle);
  const prepared = openDb(join(dir, "prepared.db"));
  let parsedCalls = 0;
  const preparedBundle = { ...bundle, prepared: { hash: built.hash, parsed: () => (parsedCalls++, JSON.parse(parsedText)) } };
  expect(loadContent(prepared, preparedBundle)).toMatchObject({ loaded: true, members: 246 });
  expect(rows(prepared)).toBe(rows(fromTexts));
  // Same hash as the one worked out from the texts: an executable's database and a checkout's stay interchangeable.
  expect(loadContent(prepared, bundle).loaded).toBe(false);
  expect(loadContent(fromTexts, preparedBundle).loaded).toBe(false);
  // An unchanged database never asks for the prepared files.
  expect(parsedCalls).toBe(1);
  fromTexts.$client.close();
  prepared.$client.close();
});

test("a roster that the build cannot validate fails the build", () => {
  const bundle = readContentFromDisk(process.cwd());
  const roster = JSON.parse(bundle.rosterText);
  roster.members[0].born = "1954-02-30";
  expect(() => prepareContent({ ...bundle, rosterText: JSON.stringify(roster) })).toThrow();
});

test("the database runs in WAL mode with foreign keys and a busy timeout", () => {
  const db = openDb(join(dir, "pragmas.db"));
  const pragma = (name: string) => Object.values(db.$client.query(`PRAGMA ${name}`).get() as object)[0];
  expect(pragma("journal_mode")).toBe("wal");
  expect(pragma("foreign_keys")).toBe(1);
  expect(pragma("busy_timeout")).toBe(5000);
  // FULL (2) for everything that must survive a power cut, once migrations and the content load are done.
  expect(pragma("synchronous")).toBe(2);
  loadContent(db, readContentFromDisk(process.cwd()));
  expect(pragma("synchronous")).toBe(2);
  db.$client.close();
});

test("a roster that breaks its schema is refused before anything is written", () => {
  const db = openDb(join(dir, "bad.db"));
  const bundle = readContentFromDisk(process.cwd());
  const roster = JSON.parse(bundle.rosterText);
  roster.members[0].region = "Atlantis";
  expect(() => loadContent(db, { ...bundle, rosterText: JSON.stringify(roster) })).toThrow();
  expect(count(db)).toBe(0);
  db.$client.close();
});

test("an answer the content withdraws leaves the poll with its votes; the other answers and their votes stay", () => {
  const path = join(dir, "withdrawn.db");
  const bundle = readContentFromDisk(process.cwd());
  const polls = JSON.parse(bundle.pollsText) as { polls: { key: string; options: { key: string; label: string }[] }[] };
  const margin = polls.polls.find((p) => p.key === "winning-margin")!;
  // An older release that still offered an impossible answer, voted for.
  const older = structuredClone(polls);
  older.polls.find((p) => p.key === "winning-margin")!.options.push({ key: "60-65", label: "60-65 votes" });
  const db = openDb(path);
  loadContent(db, { ...bundle, pollsText: JSON.stringify(older) });
  const option = (key: string) => db.$client.query<{ id: number; poll_id: number }, [string]>("SELECT id, poll_id FROM poll_options WHERE key = ?").get(key)!;
  const vote = (key: string, visitor: string) => db.$client.run("INSERT INTO poll_votes (poll_id, option_id, visitor_id, created_at) VALUES (?, ?, ?, '2026-01-01')", [option(key).poll_id, option(key).id, visitor]);
  vote("60-65", "a".repeat(32));
  vote(margin.options[0]!.key, "b".repeat(32));

  loadContent(db, bundle);
  const keys = db.$client.query<{ key: string }, [number]>("SELECT key FROM poll_options WHERE poll_id = ? ORDER BY position").all(option(margin.options[0]!.key).poll_id).map((r) => r.key);
  expect(keys).toEqual(margin.options.map((o) => o.key));
  const voters = db.$client.query<{ visitor_id: string }, []>("SELECT visitor_id FROM poll_votes").all().map((r) => r.visitor_id);
  expect(voters).toEqual(["b".repeat(32)]);
  db.$client.close();
});
