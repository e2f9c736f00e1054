/**
 * Content checks: every profile file is usable and honest in form. Lives in
 * content/ beside the data it checks; it imports code, the data never does.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROFILE_FILE_PATTERN, findProfileFile } from "../src/shared/profile-files.ts";
import { RATING_CATEGORIES, parseProfileFile } from "../src/shared/profile-file.ts";
import type { Rating } from "../src/shared/cardinals.ts";
import roster from "./roster.json";

/**
 * An Orthodoxy mark below 5 must rest on public dissent from defined or
 * definitive teaching; "no recorded dissent" is the reason for a 5, never for a lower mark.
 */
const ABSENCE_OF_DISSENT = /\b(?:no|without)\s+(?:(?:recorded|known|public|documented|open|explicit)\s+)*dissent|\babsence of (?:\w+\s+)?dissent|\bnever\s+(?:publicly\s+)?dissented/i;

export function restsOnAbsenceOfDissent(r: Rating): boolean {
  return r.category === "Orthodoxy" && r.rating < 5 && ABSENCE_OF_DISSENT.test(`${r.description} ${r.evidence ?? ""}`);
}

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

  test("an Orthodoxy mark below 5 does not rest on an absence of dissent", () => {
    expect(profile!.ratings!.filter(restsOnAbsenceOfDissent).map((r) => `${r.rating}/5: ${r.description}`)).toEqual([]);
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

test("the Orthodoxy check catches a middle mark given for no dissent", () => {
  const orthodoxy = (rating: number, description: string, evidence?: string): Rating => ({ category: "Orthodoxy", rating, description, ...(evidence ? { evidence } : {}) });
  expect(restsOnAbsenceOfDissent(orthodoxy(3, "No recorded dissent from doctrine."))).toBe(true);
  expect(restsOnAbsenceOfDissent(orthodoxy(4, "Mainstream.", "No known public dissent from Church teaching."))).toBe(true);
  expect(restsOnAbsenceOfDissent(orthodoxy(4, "Mainstream.", "Has never publicly dissented."))).toBe(true);
  expect(restsOnAbsenceOfDissent(orthodoxy(5, "No recorded public dissent from defined teaching."))).toBe(false);
  expect(restsOnAbsenceOfDissent(orthodoxy(3, "Called for the reservation of priestly ordination to men to be reconsidered."))).toBe(false);
  expect(restsOnAbsenceOfDissent({ category: "Conservative vs. Liberal Views", rating: 3, description: "No recorded dissent." })).toBe(false);
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
