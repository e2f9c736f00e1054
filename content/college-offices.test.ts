/**
 * The College's offices that matter in a vacancy: each holder is a roster
 * member with a dated, https source, and where the roster's own facts decide
 * who holds an office (seniority, age) the file agrees with them.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isElectorOn, isLivingMemberOn } from "../src/shared/age.ts";
import { collegeOffice as office, collegeOfficesFile } from "../src/shared/college-content.ts";
import { httpsUrl, rosterFile, type RosterMember } from "../src/shared/roster.ts";

const root = import.meta.dir;
const roster = rosterFile.parse(JSON.parse(readFileSync(join(root, "roster.json"), "utf8")));

const file = collegeOfficesFile.parse(JSON.parse(readFileSync(join(root, "college-offices.json"), "utf8")));
const bySlug = new Map(roster.members.map((m) => [m.slug, m] as const));
const holder = (key: string) => bySlug.get(file.offices.find((o) => o.key === key)!.slug)!;
const facts = (m: RosterMember) => ({ birthDate: m.born, deathDate: m.died ?? null, renunciationDate: m.renounced ?? null });

/** The member of a rank created cardinal first; the seniority that makes the protopriest and the protodeacon. */
function seniorOfRank(rank: RosterMember["rank"]): RosterMember[] {
  const ofRank = roster.members.filter((m) => m.status === "cardinal" && m.rank === rank && m.created && isLivingMemberOn(facts(m), file.asOf));
  const first = ofRank.map((m) => m.created!).sort()[0];
  return ofRank.filter((m) => m.created === first);
}

describe("college-offices.json", () => {
  test("was checked on the roster's date, so a roster update asks for the offices to be checked again", () => {
    expect(file.asOf).toBe(roster.asOf);
  });

  test("has each office once, the six a vacancy needs among them", () => {
    const keys = file.offices.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ["dean", "vice-dean", "camerlengo", "protopriest", "protodeacon", "major-penitentiary"]) expect(keys).toContain(key);
  });

  test("every holder is a living member of the roster on the file's date", () => {
    const slugs = [...file.offices.map((o) => o.slug), file.presiding.seniorElector.slug];
    expect(slugs.filter((s) => !bySlug.has(s))).toEqual([]);
    expect(slugs.filter((s) => bySlug.get(s)?.status !== "cardinal" || !isLivingMemberOn(facts(bySlug.get(s)!), file.asOf))).toEqual([]);
  });

  test("dates run in order and none is later than the file's date", () => {
    for (const o of file.offices) {
      expect(o.since <= file.asOf).toBe(true);
      if (o.renewed) expect(o.renewed > o.since && o.renewed <= file.asOf).toBe(true);
    }
  });

  test("the protopriest and the protodeacon are the roster's senior cardinal priest and cardinal deacon", () => {
    expect(seniorOfRank("Cardinal Priest").map((m) => m.slug)).toEqual([holder("protopriest").slug]);
    expect(seniorOfRank("Cardinal Deacon").map((m) => m.slug)).toEqual([holder("protodeacon").slug]);
  });

  test("the Dean and the Vice-Dean are cardinal bishops, as the roster's offices name them", () => {
    expect(holder("dean").rank).toBe("Cardinal Bishop");
    expect(holder("vice-dean").rank).toBe("Cardinal Bishop");
    expect(holder("dean").office).toContain("(Dean)");
    expect(holder("vice-dean").office).toContain("(Vice Dean)");
  });

  test("the senior elector presides because neither the Dean nor the Vice-Dean is an elector", () => {
    const senior = bySlug.get(file.presiding.seniorElector.slug)!;
    expect(isElectorOn(facts(holder("dean")), file.asOf)).toBe(false);
    expect(isElectorOn(facts(holder("vice-dean")), file.asOf)).toBe(false);
    expect(isElectorOn(facts(senior), file.asOf)).toBe(true);
    expect(senior.rank).toBe("Cardinal Bishop");
  });

  test("the checks catch the defects they are for", () => {
    expect(httpsUrl.safeParse("http://www.vaticannews.va/en.html").success).toBe(false);
    expect(office.safeParse({ ...file.offices[0], since: "2020-02-30" }).success).toBe(false);
    // Farrell is a cardinal deacon created after Mamberti: seniority must tell them apart.
    expect(holder("camerlengo").rank).toBe("Cardinal Deacon");
    expect(seniorOfRank("Cardinal Deacon").map((m) => m.slug)).not.toContain(holder("camerlengo").slug);
  });
});
