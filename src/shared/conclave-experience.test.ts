import { expect, test } from "bun:test";
import roster from "../../content/roster.json";
import { conclaveExperienceText, conclavesAttendedBy } from "./conclave-experience.ts";
import { CONCLAVES, absencesOf, electionDayOf } from "./conclaves.ts";
import { isElectorOn } from "./age.ts";

const people = roster.members.map((m) => ({
  slug: m.slug, birthDate: m.born, createdCardinal: m.created, status: m.status,
  renunciationDate: "renounced" in m ? (m.renounced as string) : null,
}));
const person = (slug: string) => people.find((p) => p.slug === slug)!;

test("the three recorded conclaves, with the days of vacancy the age rule is read on", () => {
  expect(CONCLAVES.map((c) => [c.year, c.vacancy, c.opened, c.electionDay])).toEqual([
    [2005, "2005-04-02", "2005-04-18", "2005-04-19"],
    [2013, "2013-02-28", "2013-03-12", "2013-03-13"],
    [2025, "2025-04-21", "2025-05-07", "2025-05-08"],
  ]);
  expect(electionDayOf("robert-francis-prevost")).toBe("2025-05-08");
});

test("a cardinal took part when he was an elector on the day of the vacancy, unless he did not enter", () => {
  // Created 1994, born 1945: under 80 at all three vacancies.
  expect(conclavesAttendedBy(person("vinko-puljic"))).toEqual([2005, 2013, 2025]);
  // Eligible in 2013 but stayed away (failing eyesight); over 80 by 2025.
  expect(conclavesAttendedBy(person("julius-darmaatmadja"))).toEqual([2005]);
  // Eligible in 2025, absent (health reasons given by the Holy See Press Office).
  expect(isElectorOn(person("antonio-canizares-llovera"), "2025-04-21")).toBe(true);
  expect(conclavesAttendedBy(person("antonio-canizares-llovera"))).toEqual([2013]);
  expect(conclavesAttendedBy(person("john-njue"))).toEqual([2013]);
  // Renounced the rights of the cardinalate in 2020, and did not enter in 2025.
  expect(conclavesAttendedBy(person("giovanni-angelo-becciu"))).toEqual([]);
  // The pope was a cardinal elector on 21 April 2025.
  expect(conclavesAttendedBy(person("robert-francis-prevost"))).toEqual([2025]);
  expect(absencesOf("john-njue").map((a) => a.conclave.year)).toEqual([2025]);
});

test("the roster's participants never exceed those the Holy See counted, and 2025's are all still in the roster", () => {
  for (const conclave of CONCLAVES) {
    const tookPart = people.filter((p) => conclavesAttendedBy(p)!.includes(conclave.year)).length;
    expect(tookPart).toBeLessThanOrEqual(conclave.tookPart);
    const eligible = people.filter((p) => isElectorOn(p, conclave.vacancy)).length;
    expect(eligible).toBeLessThanOrEqual(conclave.electors);
  }
  // Every elector of 2025 was still living when the roster was compiled (30 January 2026), so the rule gives the Holy See's figures.
  expect(people.filter((p) => isElectorOn(p, "2025-04-21"))).toHaveLength(135);
  expect(people.filter((p) => conclavesAttendedBy(p)!.includes(2025))).toHaveLength(133);
});

test("the sentence for the profile", () => {
  expect(conclaveExperienceText([2013, 2025])).toBe("Took part in the conclaves of 2013 and 2025");
  expect(conclaveExperienceText([2005, 2013, 2025])).toBe("Took part in the conclaves of 2005, 2013 and 2025");
  expect(conclaveExperienceText([2025])).toBe("Took part in the conclave of 2025");
  expect(conclaveExperienceText([])).toBe("Has not taken part in a conclave");
  expect(conclaveExperienceText(null)).toBeNull();
});
