import { afterAll, expect, test } from "bun:test";
import { createTestDb } from "../test/test-db.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler } from "./site.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";

const t = createTestDb();
afterAll(t.cleanup);
const roster = new RosterIndex(t.db, () => "2026-01-30");
const handler = createSiteHandler({ db: t.db, roster, files: new Map(), assets: { scripts: {}, styles: [] }, config: () => ({ gameName: "Test" }), photosDir: "/nonexistent", today: () => "2026-01-30" });
const get = async (path: string) => {
  const req = new Request(`http://localhost${path}`);
  const res = await handler.handle(req, new URL(req.url));
  return { status: res.status, html: await res.text() };
};

/** An area's plain messages (no inputs, no plurals) by key, in one language. */
const catalogue = async (area: string, locale: Locale): Promise<Record<string, string>> => {
  const json = (await Bun.file(`${import.meta.dir}/../../../content/i18n/messages/${area}/${locale}.json`).json()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(json).filter(([k, v]) => k !== "$schema" && typeof v === "string" && !v.includes("{")) as [string, string][]);
};
/** The page's body without the parts meant to stay English (lang="en"), with entities decoded. */
const bodyOf = (html: string) => html.slice(html.indexOf("<body"))
  .replace(/<script[\s\S]*?<\/script>/g, "")
  .replace(/<[^>]+lang="en"[^>]*>[^<]*<\/[a-z]+>/g, "")
  .replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The text shown as a whole text node or a read attribute (labels, placeholders); values in addresses and forms are data. */
const shows = (body: string, text: string) => new RegExp(`>\\s*${escapeRegExp(text)}\\s*<|(aria-label|placeholder|title)="${escapeRegExp(text)}"`).test(body);

test("the home page in each translation shows none of the directory's English texts, and keeps its language in links and forms", async () => {
  const english = await catalogue("directory", "en");
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const own = await catalogue("directory", locale);
    const { status, html } = await get(`/${locale}/`);
    expect(status).toBe(200);
    const body = bodyOf(html);
    // A word both languages spell alike ("Region", "Status") is not a leftover.
    for (const [key, text] of Object.entries(english).filter(([k, v]) => own[k] !== v)) {
      expect({ locale, key, shown: shows(body, text) }).toEqual({ locale, key, shown: false });
    }
    expect(body).toContain(own.directory_heading!);
    expect(body).toContain(`action="/${locale}/"`);
    expect(body).not.toContain('href="/?');
    expect(body).not.toContain('href="/cardinal/');
  }
});

test("the English home page keeps its English texts and root addresses", async () => {
  const { html } = await get("/");
  expect(html).toContain("Cardinals of the Catholic Church");
  expect(html).toMatch(/\(\d+ results?\)/);
  expect(html).toContain("Clear all filters");
  expect(html).toContain('action="/"');
});

test("the Polish result count uses Polish plural forms", async () => {
  const { html } = await get("/pl/");
  expect(html).toMatch(/\(\d+ (wynik|wyniki|wyników)\)/);
});
