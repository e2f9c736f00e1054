/**
 * The browser's JavaScript holds each long page text once per language, each language's copy in a chunk
 * of its own that nothing loads but that language's loader: so a Spanish page, whose code and Spanish
 * text are all it fetches, never carries the Polish text (nor the English one).
 */
import { beforeAll, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildClient, staticImportsOf } from "../../../build.ts";
import { LOCALES, type Locale } from "../../../src/shared/locales.ts";
import { ROOT } from "../../../tools/catalogue-hash.ts";
import { LONG_TEXTS, translationPath } from "../../../tools/long-text-files.ts";

type Version = { name: string; locale: Locale; marker: string };

/** Each text's versions present: English and every translation written so far. */
const present = Object.entries(LONG_TEXTS).map(([name, file]) => ({
  name,
  versions: LOCALES.map((locale) => ({ locale, path: locale === "en" ? `content/pages/${file}` : translationPath(locale, file) }))
    .filter((v) => existsSync(join(ROOT, v.path)))
    .map((v) => ({ ...v, text: readFileSync(join(ROOT, v.path), "utf8") })),
}));

/**
 * A stretch of a version's text found in none of the text's other versions: the longest run of plain
 * characters (letters, digits, spaces, simple punctuation), which the minifier writes as it is.
 */
function markerOf(text: string, others: string[]): string | null {
  const runs = (text.match(/[A-Za-z0-9 ,.;:()?-]{12,}/g) ?? []).sort((a, b) => b.length - a.length);
  return runs.find((run) => others.every((o) => !o.includes(run))) ?? null;
}

const versions: Version[] = present.flatMap(({ name, versions: vs }) =>
  vs.map((v) => ({ name, locale: v.locale, marker: markerOf(v.text, vs.filter((o) => o !== v).map((o) => o.text)) ?? "" })));

let scripts: { path: string; text: string }[] = [];
let entries: string[] = [];
beforeAll(async () => {
  const client = await buildClient();
  entries = Object.values(client.scripts).flat().map((s) => s.replace(/^\/assets\//, ""));
  for (const [path, blob] of client.files) if (path.endsWith(".js")) scripts.push({ path: path.replace(/^assets\//, ""), text: await blob.text() });
}, 120_000);

/** The files a script imports statically (loaded with it, not on demand), named as `scripts` names them. */
const staticImports = (text: string) => staticImportsOf(text).map((address) => address.replace(/^\/assets\//, ""));

const holding = (marker: string) => scripts.filter((s) => s.text.includes(marker)).map((s) => s.path);

test("every version of every long text can be told apart from the others", () => {
  expect(versions.filter((v) => !v.marker).map((v) => `${v.name} ${v.locale}`)).toEqual([]);
});

test.each(versions)("$name in $locale is in one chunk of its own, loaded only on demand", ({ marker }) => {
  if (!marker) return; // reported above
  const files = holding(marker);
  expect(files).toHaveLength(1);
  const [chunk] = files as [string];
  expect(entries).not.toContain(chunk);
  // No other script imports it statically: only its loader's import() fetches it.
  expect(scripts.filter((s) => staticImports(s.text).includes(chunk)).map((s) => s.path)).toEqual([]);
  // And it brings no other version with it.
  const withIt = staticImports(scripts.find((s) => s.path === chunk)!.text);
  for (const other of versions.filter((v) => v.marker !== marker)) {
    expect(withIt.filter((f) => holding(other.marker).includes(f))).toEqual([]);
  }
});

const pair = (name: string) => ({ es: versions.find((v) => v.name === name && v.locale === "es"), pl: versions.find((v) => v.name === name && v.locale === "pl") });

test.each(Object.keys(LONG_TEXTS))("the Spanish %s page's scripts hold the Spanish text and not the Polish one", (name) => {
  const { es, pl } = pair(name);
  // Until both translations exist, the two pages show the same English text and there is nothing to tell apart.
  if (!es?.marker || !pl?.marker) return;
  const esChunk = holding(es.marker)[0]!;
  // What the Spanish page fetches: the entry and the code chunks (none holds a text, as the tests above show), and its text's chunk.
  const fetched = [...entries, esChunk, ...staticImports(scripts.find((s) => s.path === esChunk)!.text)];
  expect(fetched.filter((f) => holding(pl.marker).includes(f))).toEqual([]);
  expect(scripts.filter((s) => !versions.some((v) => s.text.includes(v.marker))).every((s) => !s.text.includes(pl.marker))).toBe(true);
});
