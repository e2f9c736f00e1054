/**
 * Content checks: every profile file is usable and honest in form. Lives in
 * content/ beside the data it checks; it imports code, the data never does.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROFILE_FILE_PATTERN, findProfileFile } from "../src/shared/profile-files.ts";
import { RATING_CATEGORIES, parseProfileFile } from "../src/shared/profile-file.ts";
import roster from "./roster.json";

const dir = join(import.meta.dir, "profiles");
const files = readdirSync(dir).filter((f) => f.startsWith("cardinal_"));
const existing = new Set(files);

test("there are full profiles for at least 25 cardinals, in both formats", () => {
  expect(files.length).toBeGreaterThanOrEqual(25);
  expect(files.some((f) => f.endsWith(".md"))).toBe(true);
  expect(files.some((f) => f.endsWith(".json"))).toBe(true);
});

describe.each(files)("%s", (file) => {
  const text = readFileSync(join(dir, file), "utf8");
  const profile = parseProfileFile(file, text);

  test("has an allowed name and parses", () => {
    expect(file).toMatch(PROFILE_FILE_PATTERN);
    expect(profile).not.toBeNull();
    expect(profile!.biography?.length ?? 0).toBeGreaterThan(500);
  });

  test("rates all nine known categories with integers 1-5, each with a reason", () => {
    expect(profile!.ratings?.map((r) => r.category).sort()).toEqual([...RATING_CATEGORIES].sort());
    for (const r of profile!.ratings!) {
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.description.length).toBeGreaterThan(10);
    }
  });

  test("every quote has text and a source", () => {
    for (const q of profile!.quotes ?? []) {
      expect(q.text.trim().length).toBeGreaterThan(0);
      expect(q.source?.trim().length ?? 0).toBeGreaterThan(0);
    }
  });

  test("every source URL is an absolute https URL", () => {
    expect(profile!.sources?.length ?? 0).toBeGreaterThan(2);
    for (const s of profile!.sources ?? []) if (s.url) expect(new URL(s.url).protocol).toBe("https:");
  });

  test("the candidate order reaches this file for exactly one cardinal", () => {
    const owners = roster.members.filter((m) => findProfileFile(m.name, existing) === file);
    expect(owners.map((m) => m.slug)).toHaveLength(1);
  });
});

test("the 25 cardinals the site promises full profiles for have one", () => {
  const promised = [
    "pietro-parolin", "luis-antonio-tagle", "matteo-zuppi", "pierbattista-pizzaballa", "peter-erdo",
    "fridolin-ambongo-besungu", "jean-marc-aveline", "jose-tolentino-de-mendonca", "robert-sarah",
    "raymond-leo-burke", "gerhard-ludwig-muller", "mario-grech", "victor-manuel-fernandez", "malcolm-ranjith",
    "charles-maung-bo", "wim-eijk", "anders-arborelius", "blase-j-cupich", "timothy-m-dolan",
    "reinhard-marx", "jean-claude-hollerich", "michael-czerny", "christoph-schonborn", "kevin-farrell",
    "robert-francis-prevost",
  ];
  const missing = promised.filter((slug) => {
    const member = roster.members.find((m) => m.slug === slug);
    return !member || !findProfileFile(member.name, existing);
  });
  expect(missing).toEqual([]);
});
