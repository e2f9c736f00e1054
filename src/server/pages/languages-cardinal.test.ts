import { afterAll, expect, test } from "bun:test";
import { createTestPages } from "../test/test-pages.ts";
import { fragments, translatedText } from "../test/translated-text.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import en from "../../../content/i18n/messages/cardinal/en.json";
import it from "../../../content/i18n/messages/cardinal/it.json";
import es from "../../../content/i18n/messages/cardinal/es.json";
import pt from "../../../content/i18n/messages/cardinal/pt.json";
import fr from "../../../content/i18n/messages/cardinal/fr.json";
import de from "../../../content/i18n/messages/cardinal/de.json";
import pl from "../../../content/i18n/messages/cardinal/pl.json";

const CATALOGUES: Record<Locale, Record<string, unknown>> = { en, it, es, pt, fr, de, pl };

const { get, cleanup } = createTestPages();
afterAll(cleanup);

/** English fixed texts that this language writes differently (a word both languages share, like "Motto", is no leak). */
const englishLeaks = (locale: Locale) => {
  const own = fragments(CATALOGUES[locale]);
  return [...fragments(en)].filter((s) => !own.has(s));
};

test("a cardinal's page in each translation shows no English interface text of its own outside what is marked as English", async () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const { status, html } = await get(`/${locale}/cardinal/pietro-parolin`);
    expect(status).toBe(200);
    const visible = await translatedText(html);
    for (const text of englishLeaks(locale)) expect({ locale, text, shown: visible.includes(text) }).toEqual({ locale, text, shown: false });
    // Its own words are there instead, and the profile's editorial English says it is English.
    expect(visible).toContain(String(CATALOGUES[locale].cardinal_basic_information));
    expect(visible).toContain(String(CATALOGUES[locale].cardinal_tab_biography));
    expect(html).toContain('data-testid="in-english"');
    expect(html).toMatch(/<div lang="en">/);
  }
});

test("the Polish page names its sections in Polish, counts his age in Polish and links the method in Polish", async () => {
  const { html } = await get("/pl/cardinal/pietro-parolin");
  expect(html).toContain("Podstawowe informacje");
  expect(html).toMatch(/\d+ (lat|lata|rok)/);
  expect(html).toContain('href="/pl/ratings-methodology"');
  expect(html).toContain("Nota biograficzna");
});

test("a missing cardinal's page is not found in the page's language, and its search link keeps the language", async () => {
  const { status, html } = await get("/de/cardinal/nobody-at-all");
  expect(status).toBe(404);
  expect(html).toContain("Kardinal nicht gefunden");
  expect(html).toContain("Unter dieser Adresse ist kein Kardinal verzeichnet.");
  const visible = await translatedText(html);
  expect(visible).not.toContain("Cardinal Not Found");
  expect(visible).not.toContain("No cardinal is listed at this address.");
});

test("the head's description is in the page's language; the English page's is as it was", async () => {
  const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const english = description((await get("/cardinal/pietro-parolin")).html);
  expect(english).toContain("Born ");
  expect(english).toContain("Biography, views and sources.");
  const spanish = description((await get("/es/cardinal/pietro-parolin")).html);
  expect(spanish).toContain("Nacido el ");
  expect(spanish).toContain("Biografía, opiniones y fuentes.");
  expect(spanish).not.toContain("Born ");
});

test("the English page is unchanged: English labels, no in-English label", async () => {
  const { html } = await get("/cardinal/pietro-parolin");
  for (const text of ["Basic Information", "Biographical Summary", "Views &amp; Positions", "Theological &amp; Administrative Ratings", "Suggest a correction", "Birth Date"]) expect(html).toContain(text);
  expect(html).toContain('href="/ratings-methodology"');
  expect(html).not.toContain('data-testid="in-english"');
});
