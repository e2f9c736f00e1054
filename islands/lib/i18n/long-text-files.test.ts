/**
 * The long page texts' translations (content/pages/i18n/<locale>/): each language's copy has the English
 * file's shape, so a page renders every language the same way, and the loaders' list names exactly the
 * copies present (tools/long-text-files.ts).
 */
import { expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "../../../src/shared/locales.ts";
import { ROOT } from "../../../tools/catalogue-hash.ts";
import { LONG_TEXT_INDEX, LONG_TEXTS, longTextIndexSource, translationPath } from "../../../tools/long-text-files.ts";

const TRANSLATIONS = LOCALES.filter((l) => l !== "en");
/** Fields that name or point to something (a tab, a cardinal, a source, a year): the same in every language. */
const IDENTITIES = new Set(["id", "slug", "url", "year"]);

/**
 * Where `copy` departs from `english`'s shape: other keys, other array lengths, another type, a changed
 * identity field, or an empty text. An empty list means the same shape.
 */
function shapeDifferences(english: unknown, copy: unknown, at = "$"): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(copy)) return [`${at}: a list in English`];
    if (copy.length !== english.length) return [`${at}: ${english.length} items in English, ${copy.length} here`];
    return english.flatMap((item, i) => shapeDifferences(item, copy[i], `${at}[${i}]`));
  }
  if (english && typeof english === "object") {
    if (!copy || typeof copy !== "object" || Array.isArray(copy)) return [`${at}: an object in English`];
    const [a, b] = [Object.keys(english).sort(), Object.keys(copy).sort()];
    if (a.join() !== b.join()) return [`${at}: keys ${a.join(", ")} in English, ${b.join(", ")} here`];
    return a.flatMap((key) => {
      const [e, c] = [(english as Record<string, unknown>)[key], (copy as Record<string, unknown>)[key]];
      if (IDENTITIES.has(key) && e !== c) return [`${at}.${key}: ${JSON.stringify(e)} in English, ${JSON.stringify(c)} here`];
      return shapeDifferences(e, c, `${at}.${key}`);
    });
  }
  if (typeof copy !== typeof english) return [`${at}: a ${typeof english} in English, a ${typeof copy} here`];
  if (typeof english === "string" && english.trim() && !(copy as string).trim()) return [`${at}: empty`];
  if (typeof english === "number" && copy !== english) return [`${at}: ${english} in English, ${String(copy)} here`];
  if (typeof english === "string") {
    // The figures the page fills in ({electors}, {contactEmail}) must be asked for in every language.
    const slots = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(" ");
    if (slots(english) !== slots(copy as string)) return [`${at}: placeholders ${slots(english) || "none"} in English, ${slots(copy as string) || "none"} here`];
  }
  return [];
}

/** A markdown text's shape: its headings by level, its placeholders and the addresses it links to. */
const markdownShape = (text: string) => ({
  headings: text.split("\n").filter((l) => /^#{1,6} /.test(l)).map((l) => l.split(" ")[0]),
  placeholders: (text.match(/\{\w+\}/g) ?? []).sort(),
  links: [...text.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]),
});

const cases = TRANSLATIONS.flatMap((locale) => Object.values(LONG_TEXTS).map((file) => ({ locale, file, path: translationPath(locale, file) })));

test.each(cases)("$path has the shape of content/pages/$file", ({ file, path }) => {
  expect({ path, present: existsSync(join(ROOT, path)) }).toEqual({ path, present: true });
  const [english, copy] = [readFileSync(join(ROOT, "content/pages", file), "utf8"), readFileSync(join(ROOT, path), "utf8")];
  if (file.endsWith(".json")) {
    expect(shapeDifferences(JSON.parse(english), JSON.parse(copy))).toEqual([]);
  } else {
    expect(markdownShape(copy)).toEqual(markdownShape(english));
  }
});

test("the list of loaders names exactly the translations present (else run `bun run i18n:compile`)", () => {
  expect(readFileSync(join(ROOT, LONG_TEXT_INDEX), "utf8")).toBe(longTextIndexSource());
});

test("the shape check finds a missing key, a shorter list, a changed identity and a lost placeholder", () => {
  const english = { tabs: [{ id: "overview", label: "Overview", body: "{electors} electors" }, { id: "x", label: "X", body: "" }] };
  expect(shapeDifferences(english, { tabs: [{ id: "overview", label: "Panoramica", body: "{electors} elettori" }, { id: "x", label: "X", body: "" }] })).toEqual([]);
  expect(shapeDifferences(english, { tabs: [{ id: "overview", label: "Panoramica", body: "{electors}" }] })).toEqual(["$.tabs: 2 items in English, 1 here"]);
  expect(shapeDifferences(english, { tabs: [{ id: "panoramica", label: "P", body: "{electors}" }, { id: "x", label: "X", body: "" }] })).toEqual(['$.tabs[0].id: "overview" in English, "panoramica" here']);
  expect(shapeDifferences(english, { tabs: [{ id: "overview", label: "P", body: "elettori" }, { id: "x", label: "X", body: "" }] })).toEqual(["$.tabs[0].body: placeholders {electors} in English, none here"]);
  expect(shapeDifferences(english, { tabs: [{ id: "overview", body: "{electors}" }, { id: "x", label: "X", body: "" }] })).toEqual(["$.tabs[0]: keys body, id, label in English, body, id here"]);
});
