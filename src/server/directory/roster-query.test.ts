import { afterAll, describe, expect, test } from "bun:test";
import { createTestDb } from "../test/test-db.ts";
import { RosterIndex } from "./roster-index.ts";
import { listConditions, prefixDistance, suggest } from "./roster-query.ts";
import { cardinalListQuery } from "../../shared/cardinal-query.ts";
import { sql } from "drizzle-orm";
import { bumpRosterVersion } from "../../../db/queries/roster-version.ts";

const t = createTestDb();
afterAll(t.cleanup);
const index = new RosterIndex(t.db, () => "2026-01-30");
const names = (term: string, limit = 5) => suggest(index.current().entries, index.current().words, term, limit).map((s) => s.fullName);

describe("suggestions rank name matches first", () => {
  test('"pre" offers Prevost, the pope, before offices that start with Prefect or President', () => {
    const [first, ...rest] = suggest(index.current().entries, index.current().words, "pre", 5);
    expect(first).toMatchObject({ fullName: "Robert Francis Prevost", status: "pope", slug: "robert-francis-prevost" });
    expect(rest.every((s) => s.status === "cardinal")).toBe(true);
  });

  test('"joh" offers the cardinals named John before the Archbishop of Johannesburg', () => {
    const found = suggest(index.current().entries, index.current().words, "joh", 20);
    const johns = found.filter((s) => /\bJohn\b/.test(s.fullName)).map((s) => found.indexOf(s));
    const brislin = found.findIndex((s) => s.fullName === "Stephen Brislin");
    expect(johns.length).toBeGreaterThanOrEqual(4);
    expect(brislin).toBeGreaterThan(Math.max(...johns));
  });

  test("surname prefix, then given-name prefix, then anywhere in the name, then other fields", () => {
    // "ro": surnames Ro… first, then given names Ro… (Robert, Roberto…), never an office before a name.
    const roster = index.current();
    const found = suggest(roster.entries, roster.words, "ro", 20).map((s) => roster.bySlug.get(s.slug)!.cardinal);
    const tier = (c: (typeof found)[number]) =>
      c.lastName.toLowerCase().startsWith("ro") ? 0 : /(^|[^\p{L}])ro/iu.test(c.nameWithOrder) ? 1 : 2;
    const tiers = found.map(tier);
    expect(tiers).toEqual([...tiers].sort());
    expect(new Set(tiers)).toEqual(new Set([0, 1]));
    expect(found[0]!.lastName).toBe("Robles Ortega");
  });

  test('"leo" finds the pope by his papal name first, then the surname Leo, then the given name', () => {
    expect(names("leo", 5).slice(0, 2)).toEqual(["Robert Francis Prevost", "Frank Leo"]);
    expect(names("leo", 5)).toContain("Raymond Leo Burke");
    expect(names("Leo XIV", 3)[0]).toBe("Robert Francis Prevost");
  });

  test("accents are folded both ways and the limit holds", () => {
    expect(names("erdo")).toEqual(["Péter Erdő"]);
    expect(names("ERDŐ")).toEqual(["Péter Erdő"]);
    expect(names("schon")[0]).toBe("Christoph Schönborn");
    expect(names("a", 3)).toHaveLength(3);
    expect(names("   ")).toEqual([]);
    expect(names("zzzzqq")).toEqual([]);
  });

  test("an office, country or birthplace still finds someone when no name matches", () => {
    expect(names("manila", 20)).toContain("Jose Advincula");
    expect(names("philippines", 20).length).toBeGreaterThan(0);
  });
});

describe("the roster index follows the database", () => {
  test("a change from another process is seen once the recheck interval has passed", () => {
    let clock = 1_000;
    const index = new RosterIndex(t.db, () => "2026-01-30", { now: () => clock });
    const before = index.current();
    expect(before.bySlug.get("pietro-parolin")!.cardinal.currentPosition).toBe("Secretary of State of His Holiness");
    const other = new (t.db.$client.constructor as typeof import("bun:sqlite").Database)(t.path);
    other.transaction(() => {
      other.run("UPDATE cardinals SET current_position = 'Secretary of State (changed)' WHERE slug = 'pietro-parolin'");
      other.run("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'roster_version'");
    })();
    other.close();
    clock += 99;
    expect(index.current()).toBe(before);
    clock += 1;
    const after = index.current();
    expect(after.version).toBe(before.version + 1);
    expect(after.bySlug.get("pietro-parolin")!.cardinal.currentPosition).toBe("Secretary of State (changed)");
    expect(index.current()).toBe(after);
  });

  test("a change made in this process through bumpRosterVersion is seen at once", () => {
    const index = new RosterIndex(t.db, () => "2026-01-30", { now: () => 0 });
    const before = index.current();
    t.db.transaction((tx) => {
      tx.run(sql`UPDATE cardinals SET current_position = 'Secretary of State (again)' WHERE slug = 'pietro-parolin'`);
      bumpRosterVersion(tx);
    });
    const after = index.current();
    expect(after.version).toBe(before.version + 1);
    expect(after.bySlug.get("pietro-parolin")!.cardinal.currentPosition).toBe("Secretary of State (again)");
  });

  test("ages are worked out again when the day changes", () => {
    let day = "2026-01-16";
    const daily = new RosterIndex(t.db, () => day);
    expect(daily.current().bySlug.get("pietro-parolin")!.cardinal.ageInYears).toBe(70);
    day = "2026-01-17";
    expect(daily.current().bySlug.get("pietro-parolin")!.cardinal.ageInYears).toBe(71);
  });
});

describe("one matching rule for suggestions and results, tolerant of typing errors", () => {
  const roster = () => index.current();
  const resultNames = (search: string) => {
    const r = roster();
    const conditions = listConditions(cardinalListQuery.parse({ search, limit: "100" }), r.day, r.words);
    return r.entries.filter((e) => conditions.every((c) => c(e))).map((e) => e.cardinal.fullName).sort();
  };

  test('"parolinn", one letter too many, finds Pietro Parolin in both', () => {
    expect(names("parolinn")[0]).toBe("Pietro Parolin");
    expect(resultNames("parolinn")).toEqual(["Pietro Parolin"]);
    // Two wrong letters in a word of eight or more.
    expect(names("parrolinx")[0]).toBe("Pietro Parolin");
  });

  test("a word that starts some word is taken as typed, and short words are never stretched", () => {
    expect(names("erdo")).toEqual(["Péter Erdő"]);
    expect(names("zzzzqq")).toEqual([]);
    expect(resultNames("erdx")).toEqual([]);
  });

  test('"São" suggests exactly the people the results list, never a name that only holds the letters', () => {
    const suggested = suggest(roster().entries, roster().words, "São", 100).map((s) => s.fullName).sort();
    expect(suggested).toEqual(resultNames("São"));
    expect(suggested).not.toContain("Tarcisio Isao Kikuchi");
    for (const term of ["leo", "joh", "manila", "schon", "parolinn", "card", "rob"]) {
      expect(suggest(roster().entries, roster().words, term, 300).map((s) => s.fullName).sort()).toEqual(resultNames(term));
    }
  });

  test("the distance counts edits to the closest start of a word", () => {
    expect(prefixDistance("parolinn", "parolin", 2)).toBe(1);
    expect(prefixDistance("parol", "parolin", 2)).toBe(0);
    expect(prefixDistance("xarolin", "parolin", 2)).toBe(1);
    expect(prefixDistance("abcdef", "parolin", 2)).toBe(3);
  });
});
