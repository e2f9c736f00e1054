/**
 * The electors' given names in Latin, as the protodeacon would announce them
 * ("Dominum Petrum ... Cardinalem Parolin"): every elector of today has an
 * entry, each entry agrees with the roster, the forms follow the rule the file
 * states, and the three real announcements it cites match its forms.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isElectorOn, isoDay } from "../src/shared/age.ts";
import { latinNamesFile } from "../src/shared/college-content.ts";
import { rosterFile, type RosterMember } from "../src/shared/roster.ts";

const root = import.meta.dir;
const roster = rosterFile.parse(JSON.parse(readFileSync(join(root, "roster.json"), "utf8")));

const file = latinNamesFile.parse(JSON.parse(readFileSync(join(root, "latin-names.json"), "utf8")));
const bySlug = new Map(roster.members.map((m) => [m.slug, m] as const));

const electorFacts = (m: RosterMember) => ({ birthDate: m.born, deathDate: m.died ?? null, renunciationDate: m.renounced ?? null });

/** Names the protodeacon reads: the words after the last "Dominum" and before "Sanctae Romanae Ecclesiae". */
function announcedGivenNames(formula: string): string {
  const afterDominum = formula.split(/\bDominum\b/).at(-1) ?? "";
  const names = afterDominum.split(/\bSanct(?:ae|æ)\s/)[0] ?? "";
  return names.replace(/,/g, " ").replace(/J/g, "I").replace(/\s+/g, " ").trim();
}

/** Why a latinized form is not a Latin accusative as announced, or null when it is one. */
function accusativeProblem(latin: string): string | null {
  for (const word of latin.split(" ")) {
    if (!/^\p{Lu}/u.test(word)) return `${word} does not start with a capital`;
    if (/J/.test(word)) return `${word} is written with J; the Holy See's Latin writes I`;
    if (!/(?:um|em|am|im)$/.test(word)) return `${word} does not end as a Latin accusative (-um, -em, -am, -im)`;
  }
  return null;
}

/** The roster's given names, or the shown name without the surname when the Holy See's list gives none. */
function rosterGivenNames(m: RosterMember): string {
  return m.givenNames ?? m.name.replace(new RegExp(`\\s*${m.surname}$`), "");
}

const compact = (s: string) => s.replace(/\s+/g, "");

describe("latin-names.json", () => {
  test("has an entry for every elector of today", () => {
    const today = isoDay(new Date());
    const listed = new Set(file.electors.map((e) => e.slug));
    const electors = roster.members.filter((m) => m.status === "cardinal" && isElectorOn(electorFacts(m), today));
    expect(electors.length).toBeGreaterThan(0);
    expect(electors.filter((m) => !listed.has(m.slug)).map((m) => m.slug)).toEqual([]);
  });

  test("names roster members only, each once", () => {
    const slugs = file.electors.map((e) => e.slug);
    expect(slugs.filter((s) => !bySlug.has(s))).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  test.each(file.electors.map((e) => [e.slug, e] as const))("%s: names as the roster has them, the accusative built from them", (slug, e) => {
    const m = bySlug.get(slug)!;
    expect(e.names.map((n) => n.name).join(" ")).toBe(e.givenNames);
    // Spacing and a particle moved to the surname (da Rocha) may differ; the letters may not.
    expect(compact(`${e.givenNames} ${e.surname}`)).toBe(compact(`${rosterGivenNames(m)} ${m.surname}`));
    expect(e.accusative).toBe(e.names.map((n) => n.latin).join(" "));
    for (const n of e.names) {
      if (n.latinized) expect(accusativeProblem(n.latin)).toBeNull();
      else expect(n.latin).toBe(n.name);
    }
  });

  test("gives the same name the same Latin form wherever it occurs", () => {
    const forms = new Map<string, Set<string>>();
    for (const n of file.electors.flatMap((e) => e.names)) forms.set(n.name, (forms.get(n.name) ?? new Set()).add(n.latin));
    expect([...forms].filter(([, latin]) => latin.size > 1).map(([name, latin]) => `${name}: ${[...latin].join(", ")}`)).toEqual([]);
  });

  test("the checks catch the defects they are for", () => {
    expect(accusativeProblem("Petrus")).toContain("accusative");
    expect(accusativeProblem("Josephum")).toContain("with J");
    expect(accusativeProblem("petrum")).toContain("capital");
    expect(accusativeProblem("Ioannem Claudium")).toBeNull();
    expect(announcedGivenNames("Eminentissimum ac Reverendissimum Dominum, Dominum Robertum Franciscum, Sanctæ Romanæ Ecclesiæ Cardinalem Prevost")).toBe("Robertum Franciscum");
    expect(rosterGivenNames({ ...bySlug.get("pietro-parolin")!, givenNames: null })).toBe("Pietro");
  });
});

describe("the announcements of 2005, 2013 and 2025", () => {
  const byYear = new Map(file.announcements.map((a) => [a.year, a] as const));

  test("are cited, each from the page that prints it", () => {
    expect([...byYear.keys()].sort()).toEqual([2005, 2013, 2025]);
    for (const a of file.announcements) expect(file.sources.map((s) => s.url)).toContain(a.url);
  });

  test.each([
    [2005, "Iosephum"],
    [2013, "Georgium Marium"],
    [2025, "Robertum Franciscum"],
  ] as const)("%i: the protodeacon said %s, as the file gives the names", (year, given) => {
    const a = byYear.get(year)!;
    expect(announcedGivenNames(a.text)).toBe(given);
    expect(a.names.map((n) => n.latin).join(" ")).toBe(given);
  });

  test("give the elected men's names the forms the file gives the electors' names", () => {
    const electorForms = new Map(file.electors.flatMap((e) => e.names).map((n) => [n.name, n.latin] as const));
    for (const a of file.announcements) {
      const shared = a.names.filter((n) => electorForms.has(n.name));
      expect(shared.length).toBeGreaterThan(0);
      for (const n of shared) expect(`${n.name}: ${electorForms.get(n.name)}`).toBe(`${n.name}: ${n.latin}`);
    }
  });

  test("the 2025 example is Prevost's entry, word for word", () => {
    const prevost = file.electors.find((e) => e.slug === "robert-francis-prevost")!;
    expect(bySlug.get(prevost.slug)?.status).toBe("pope");
    expect(prevost.accusative).toBe(announcedGivenNames(byYear.get(2025)!.text));
    expect(byYear.get(2025)!.text).toContain(`Cardinalem ${prevost.surname}`);
  });
});
