import { afterAll, expect, test } from "bun:test";
import { createTestPages } from "../test/test-pages.ts";
import { LOCALES } from "../../shared/locales.ts";
import en from "../../../content/i18n/messages/shell/en.json";

const { get, cleanup } = createTestPages();
afterAll(cleanup);
const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
/** The page without its parts that are meant to stay in English (marked lang="en"), scripts and the head. */
const shellOf = (html: string) => {
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
  return (header + footer).replace(/<[^>]+lang="en"[^>]*>[^<]*<\/[a-z]+>/g, "");
};

test("each language's page says its language, and names every other version of itself", async () => {
  for (const locale of LOCALES) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    const { status, html } = await get(`${prefix}/cardinal/pietro-parolin`);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${locale}">`);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`http://localhost${prefix}/cardinal/pietro-parolin`]);
    const alternates = attr(html, /<link rel="alternate" hreflang="([^"]+)"/g);
    expect(alternates).toEqual([...LOCALES, "x-default"]);
    expect(html).toContain(`<link rel="alternate" hreflang="pl" href="http://localhost/pl/cardinal/pietro-parolin">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost/cardinal/pietro-parolin">`);
  }
});

test("a translated page's header and footer hold no English interface text, and its links keep the language", async () => {
  const english = Object.entries(en).filter(([k]) => k !== "$schema").map(([, v]) => String(v).replace(/\{[a-z]+\}/g, "").trim()).filter((v) => v.length > 3);
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const { html } = await get(`/${locale}/`);
    const shell = shellOf(html);
    for (const text of english) expect({ locale, text, shown: shell.includes(text) }).toEqual({ locale, text, shown: false });
    expect(html).toContain(`href="/${locale}/conclave-insights"`);
  }
});

test("a page and its translation are cached apart: the English page stays English after the Polish one is rendered", async () => {
  await get("/pl/why-a-pope");
  const english = await get("/why-a-pope");
  expect(english.html).toContain(`<html lang="en">`);
  expect(english.html).toContain("Data as of");
  expect((await get("/pl/why-a-pope")).html).toContain("Dane na dzień");
});

test("an unknown page under a language prefix is a 404 in that language", async () => {
  const { status, html } = await get("/de/no-such-page");
  expect(status).toBe(404);
  expect(html).toContain("Seite nicht gefunden");
});

test("the sitemap lists every page in every language, each naming its alternates", async () => {
  const xml = (await get("/sitemap.xml")).html;
  const locs = attr(xml, /<loc>([^<]+)<\/loc>/g);
  expect(locs).toContain("http://localhost/pl/cardinal/pietro-parolin");
  expect(locs).toContain("http://localhost/es/");
  expect(locs.length % LOCALES.length).toBe(0);
  const entry = xml.split("\n").find((line) => line.includes("<loc>http://localhost/de/conclave-insights</loc>"))!;
  expect(attr(entry, /hreflang="([^"]+)"/g)).toEqual([...LOCALES, "x-default"]);
});
