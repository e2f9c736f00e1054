/**
 * The browser's JavaScript is built once per language, each message a module of its own, so a page
 * loads its own language's messages and, of those, only the ones its code reads: the API
 * documentation's texts travel with that page's chunk, not with the home page's scripts.
 */
import { beforeAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildClient, dynamicImportsOf, staticImportsOf, withMessageModules } from "../../../build.ts";
import { LOCALES, type Locale } from "../../../src/shared/locales.ts";
import { ROOT } from "../../../tools/catalogue-hash.ts";

const catalogue = (area: string, locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, "content/i18n/messages", area, `${locale}.json`), "utf8"));

/**
 * A stretch of a message's text in `locale` found in no other language's version of it: the longest
 * run of plain characters, which the minifier writes as it is.
 */
function markerOf(area: string, key: string, locale: Locale): string {
  const others = LOCALES.filter((l) => l !== locale).map((l) => catalogue(area, l)[key]!);
  const runs = (catalogue(area, locale)[key]!.match(/[A-Za-z0-9 ,.;:()-]{12,}/g) ?? []).sort((a, b) => b.length - a.length);
  const marker = runs.find((run) => others.every((o) => !o.includes(run)));
  if (!marker) throw new Error(`${area}/${key} in ${locale} has no text of its own to look for`);
  return marker;
}

/** Read only by the API documentation page. */
const PAGE_MESSAGE = { area: "apidocs", key: "apidocs_csv" };
/** Read by the footer of every page, the home page's included. */
const HOME_MESSAGE = { area: "shell", key: "footer_not_affiliated" };

const scripts = new Map<string, string>();
let entries = {} as Record<Locale, string[]>;
beforeAll(async () => {
  const client = await buildClient();
  entries = client.scripts;
  for (const [path, blob] of client.files) if (path.endsWith(".js")) scripts.set(`/${path}`, await blob.text());
}, 180_000);

/**
 * What the home page in `locale` runs before it is interactive: its entry, the app the entry
 * `import()`s once the page has painted, and everything those import statically.
 */
function homeClosure(locale: Locale): Set<string> {
  const seen = new Set<string>();
  const visit = (address: string, entry: boolean) => {
    const text = scripts.get(address);
    if (seen.has(address) || text === undefined) return;
    seen.add(address);
    for (const imported of [...staticImportsOf(text), ...(entry ? dynamicImportsOf(text) : [])]) visit(imported, false);
  };
  for (const entry of entries[locale]) visit(entry, true);
  return seen;
}

const holding = (addresses: Iterable<string>, marker: string) => [...addresses].filter((a) => scripts.get(a)!.includes(marker));

test("every language has its own entry script", () => {
  expect(Object.keys(entries).sort()).toEqual([...LOCALES].sort());
  for (const locale of LOCALES) expect(entries[locale]).toHaveLength(1);
  expect(new Set(LOCALES.map((l) => entries[l][0])).size).toBe(LOCALES.length);
});

test.each([...LOCALES])("the home page in %s carries its own footer text, and not the API documentation's", (locale) => {
  const home = homeClosure(locale);
  expect(home.size).toBeGreaterThan(1);
  expect(holding(home, markerOf(HOME_MESSAGE.area, HOME_MESSAGE.key, locale)).length).toBeGreaterThan(0);
  const pageText = markerOf(PAGE_MESSAGE.area, PAGE_MESSAGE.key, locale);
  // The API documentation's text is built (so its absence from the home page means something)...
  expect(holding(scripts.keys(), pageText).length).toBeGreaterThan(0);
  // ...but only into scripts the home page does not load.
  expect(holding(home, pageText)).toEqual([]);
});

test.each([...LOCALES])("the home page in %s carries no other language's texts", (locale) => {
  const home = homeClosure(locale);
  for (const other of LOCALES.filter((l) => l !== locale)) {
    expect({ other, found: holding(home, markerOf(HOME_MESSAGE.area, HOME_MESSAGE.key, other)) }).toEqual({ other, found: [] });
  }
});

test("Paraglide's runtime (which finds the language at run time) is in no script", () => {
  expect([...scripts].filter(([, text]) => text.includes("PARAGLIDE_LOCALE")).map(([address]) => address)).toEqual([]);
});

test("only reads of the imported `m` become message modules", () => {
  const keys = new Set(["nav_home"]);
  const path = join(ROOT, "islands/app/layout/example.tsx");
  const source = [
    `import { getLocale, m } from "../../lib/i18n/messages.ts";`,
    `const a = m.nav_home();`,
    `const b = lazy(() => import("./toast.tsx").then((m) => ({ default: m.Toaster })));`,
    `const c = <p className="m-0">{x.m.nav_home}</p>;`,
    `const d = em.nav_home;`,
  ].join("\n");
  const out = withMessageModules(source, path, "pl", keys)!;
  expect(out).toContain(`import { nav_home as msg$nav_home } from "paraglide-message:pl/nav_home";`);
  expect(out).toContain(`import { getLocale } from "../../lib/i18n/messages.ts";`);
  expect(out).toContain("const a = msg$nav_home();");
  expect(out).toContain("(m) => ({ default: m.Toaster })");
  expect(out).toContain(`className="m-0">{x.m.nav_home}`);
  expect(out).toContain("const d = em.nav_home;");
  // A module that does not import `m` is left as it is, whatever it calls `m`.
  expect(withMessageModules(`const m = /a/.exec(s); f(m.nav_home);`, path, "pl", keys)).toBeNull();
});
