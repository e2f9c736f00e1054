/**
 * content/conclaves.json: the shape the site reads it with, every absence
 * sourced, and absentees matched to the roster so the computed conclave
 * experience cannot silently miss one. Its links are checked with every other
 * cited link (tools/content-links.ts).
 */
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { isoDate, rosterFile } from "../src/shared/roster.ts";
import { CONCLAVES } from "../src/shared/conclaves.ts";
import { foldText } from "../src/shared/text.ts";

const root = import.meta.dir;
const roster = rosterFile.parse(JSON.parse(readFileSync(join(root, "roster.json"), "utf8")));
const raw = JSON.parse(readFileSync(join(root, "conclaves.json"), "utf8"));

const source = z.strictObject({ title: z.string().min(10), url: z.url({ protocol: /^https$/ }) });
const conclavesFile = z.strictObject({
  about: z.string(),
  conclaves: z.array(z.strictObject({
    year: z.number().int(),
    vacancy: isoDate,
    vacancyEvent: z.string(),
    opened: isoDate,
    electionDay: isoDate,
    elected: z.strictObject({ name: z.string(), cardinal: z.string(), slug: z.string().nullable() }),
    electors: z.number().int().positive(),
    tookPart: z.number().int().positive(),
    didNotTakePart: z.array(z.strictObject({
      name: z.string(), slug: z.string().nullable(), reason: z.string().min(10), sources: z.array(source).min(1),
      countedAmongElectors: z.literal(false).optional(),
    })),
  })).min(1),
});

test("the file has the shape the site reads, in order of time, with consistent days and counts", () => {
  const file = conclavesFile.parse(raw);
  for (const c of file.conclaves) {
    expect(c.vacancy < c.opened && c.opened <= c.electionDay).toBe(true);
    expect(c.year).toBe(Number(c.vacancy.slice(0, 4)));
    // Those who did not enter are the difference between the electors and those who voted.
    expect(c.electors - c.tookPart).toBe(c.didNotTakePart.filter((a) => a.countedAmongElectors !== false).length);
  }
  expect(file.conclaves.map((c) => c.vacancy)).toEqual([...file.conclaves.map((c) => c.vacancy)].sort());
  expect(CONCLAVES).toHaveLength(file.conclaves.length);
});

test("an absentee with a slug is in the roster; one without is not in it under his name", () => {
  const slugs = new Set(roster.members.map((m) => m.slug));
  const names = new Set(roster.members.map((m) => foldText(m.name)));
  for (const c of CONCLAVES) {
    for (const a of c.didNotTakePart) {
      if (a.slug) expect(slugs.has(a.slug)).toBe(true);
      else expect(names.has(foldText(a.name))).toBe(false);
    }
  }
});

test("the pope a conclave elected is the roster's pope", () => {
  for (const c of CONCLAVES.filter((k) => k.elected.slug)) {
    expect(roster.members.find((m) => m.slug === c.elected.slug)?.status).toBe("pope");
  }
});

test("no one in the roster was created before the conclaves of 1978, so 'has not taken part in a conclave' is true of those the record gives none", () => {
  // The last conclave the file does not record elected John Paul II on 16 October 1978.
  expect(roster.members.filter((m) => m.created !== null && m.created <= "1978-10-16").map((m) => m.slug)).toEqual([]);
});
