import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildFonts, LATIN_EXTENDED_LETTER, POLISH } from "./fonts.ts";
import { LOCALES } from "../../src/shared/locales.ts";

const CATALOGUES = join(import.meta.dir, "../../content/i18n/messages");

test("every Latin Extended letter of the interface's messages, in every language, is in the small faces a page preloads", () => {
  const used = new Set<string>();
  for (const area of readdirSync(CATALOGUES)) {
    for (const locale of LOCALES) {
      const text = readFileSync(join(CATALOGUES, area, `${locale}.json`), "utf8");
      for (const letter of text) if (LATIN_EXTENDED_LETTER.test(letter)) used.add(letter);
    }
  }
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((letter) => !POLISH.letters.includes(letter))).toEqual([]);
  // The range the faces declare is exactly those letters.
  const ranges = POLISH.range.split(",").map((r): [number, number] => {
    const [from, to = from] = r.slice(2).split("-").map((h) => parseInt(h, 16));
    return [from!, to!];
  });
  const covered = [...POLISH.letters].every((l) => ranges.some(([from, to]) => l.codePointAt(0)! >= from && l.codePointAt(0)! <= to));
  expect(covered).toBe(true);
  expect(ranges.reduce((n, [from, to]) => n + to - from + 1, 0)).toBe([...POLISH.letters].length);
});

test("the Polish faces are declared after the Latin Extended ones, so the browser takes them for those letters, and are what a Polish page preloads", async () => {
  const { css, extended, files } = await buildFonts();
  for (const family of ["Inter Variable", "Source Serif 4 Variable"]) {
    const faces = css.split("@font-face").filter((rule) => rule.includes(`font-family:'${family}'`) && rule.includes("font-style:normal"));
    const ext = faces.findIndex((rule) => rule.includes("latin-ext"));
    const polish = faces.findIndex((rule) => rule.includes("-polish-"));
    expect(ext).toBeGreaterThanOrEqual(0);
    expect(polish).toBeGreaterThan(ext);
  }
  expect(extended).toHaveLength(2);
  for (const href of extended) {
    expect(href).toMatch(/-polish-wght-normal-\w+\.woff2$/);
    expect(files.get(href.slice(1))!.size).toBeLessThan(10_000);
  }
});

test("the serif's Latin italic at weight 400 is the small pinned face, and the variable face serves every other weight", async () => {
  const { css, files } = await buildFonts();
  const latin = css.split("@font-face").filter((rule) => rule.includes("font-family:'Source Serif 4 Variable'") && rule.includes("font-style:italic") && !rule.includes("latin-ext"));
  const weight = (rule: string) => /font-weight:([^;]+);/.exec(rule)![1];
  const file = (rule: string) => /url\(\/([^)]+)\)/.exec(rule)![1]!;
  expect(latin.map(weight).sort()).toEqual(["100 399", "400", "401 900"]);
  const pinned = latin.find((rule) => weight(rule) === "400")!;
  expect(file(pinned)).toMatch(/source-serif-4-latin-400-italic-\w+\.woff2$/);
  expect(files.get(file(pinned))!.size).toBeLessThan(25_000);
  for (const rule of latin.filter((r) => r !== pinned)) expect(file(rule)).toMatch(/source-serif-4-latin-wght-italic-\w+\.woff2$/);
  // The same letters as the variable face.
  expect(new Set(latin.map((rule) => /unicode-range:([^}]+)/.exec(rule)![1])).size).toBe(1);
  // Chromium matches a face's declared weight before its letters: the Latin Extended italic is declared with
  // the same ranges, or its "100 900" would be chosen for 400 and the Latin letters drawn in a fallback font.
  const extended = css.split("@font-face").filter((rule) => rule.includes("font-family:'Source Serif 4 Variable'") && rule.includes("font-style:italic") && rule.includes("latin-ext"));
  expect(extended.map(weight).sort()).toEqual(["100 399", "400", "401 900"]);
});
