import { afterAll, expect, test } from "bun:test";
import { createTestDb } from "../../src/server/test/test-db.ts";
import { openDb } from "../open.ts";
import { voteCounter } from "./votes.ts";

const t = createTestDb();
const otherProcess = openDb(t.path);
afterAll(() => {
  otherProcess.$client.close();
  t.cleanup();
});

const idOf = (slug: string) => t.db.$client.query<{ id: number }, [string]>("SELECT id FROM cardinals WHERE slug = ?1").get(slug)!.id;
let visitors = 0;
const vote = (db: typeof t.db, slug: string) =>
  db.$client.run("INSERT INTO cardinal_votes (visitor_id, cardinal_id, created_at) VALUES (?1, ?2, ?3)", [`counter-${++visitors}`, idOf(slug), "2026-01-30T12:00:00.000Z"]);
/** Every vote counted afresh, as the results were before the counter: the figure it must always agree with. */
const countedAfresh = () => Object.fromEntries(t.db.$client.query<{ slug: string; n: number }, []>(
  "SELECT c.slug AS slug, count(*) AS n FROM cardinal_votes v JOIN cardinals c ON c.id = v.cardinal_id GROUP BY c.id",
).all().map((r) => [r.slug, r.n]));
const bySlug = (results: ReturnType<ReturnType<typeof voteCounter>>) => Object.fromEntries(results.results.map((r) => [r.slug, r.voteCount]));

test("the counter adds the votes since its last count, from this connection and another process's, and agrees with a full count", () => {
  vote(t.db, "pietro-parolin");
  const count = voteCounter(t.db);
  expect(bySlug(count())).toEqual({ "pietro-parolin": 1 });
  vote(t.db, "luis-antonio-tagle");
  vote(otherProcess, "luis-antonio-tagle");
  vote(otherProcess, "pietro-parolin");
  vote(t.db, "marc-ouellet");
  const results = count();
  expect(bySlug(results)).toEqual(countedAfresh());
  expect(results.totalVotes).toBe(5);
  // Most votes first; a tie in the roster's sort order ("luis antonio tagle" before "pietro parolin"); percentages of all votes.
  expect(results.results.map((r) => [r.slug, r.voteCount, r.percentage])).toEqual([
    ["luis-antonio-tagle", 2, 40], ["pietro-parolin", 2, 40], ["marc-ouellet", 1, 20],
  ]);
});

test("a later count reads only the new votes: one taken out by hand stays counted, a new one is added", () => {
  const count = voteCounter(t.db);
  const before = count().totalVotes;
  t.db.$client.run("DELETE FROM cardinal_votes WHERE visitor_id = 'counter-1'");
  vote(t.db, "marc-ouellet");
  // A full count would now give `before`; the counter read only the new vote.
  expect(count().totalVotes).toBe(before + 1);
  expect(voteCounter(t.db)().totalVotes).toBe(before);
});

test("a cardinal renamed after his votes is shown under his new name", () => {
  const count = voteCounter(t.db);
  count();
  t.db.$client.run("UPDATE cardinals SET name_with_order = 'Marc Cardinal Ouellet, P.S.S. (renamed)' WHERE slug = 'marc-ouellet'");
  expect(count().results.find((r) => r.slug === "marc-ouellet")?.cardinalName).toBe("Marc Cardinal Ouellet, P.S.S. (renamed)");
});
