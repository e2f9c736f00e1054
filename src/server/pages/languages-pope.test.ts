import { afterAll, expect, test } from "bun:test";
import { createTestPages } from "../test/test-pages.ts";
import { fragments, translatedText } from "../test/translated-text.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import en from "../../../content/i18n/messages/pope/en.json";
import it from "../../../content/i18n/messages/pope/it.json";
import es from "../../../content/i18n/messages/pope/es.json";
import pt from "../../../content/i18n/messages/pope/pt.json";
import fr from "../../../content/i18n/messages/pope/fr.json";
import de from "../../../content/i18n/messages/pope/de.json";
import pl from "../../../content/i18n/messages/pope/pl.json";
import cardinalEs from "../../../content/i18n/messages/cardinal/es.json";

const CATALOGUES: Record<Locale, Record<string, unknown>> = { en, it, es, pt, fr, de, pl };
const PAGES = ["/new-holy-father", "/deep-dive-pope-leo", "/ratings-methodology"];

const { get, cleanup } = createTestPages();
afterAll(cleanup);

/** A catalogue's fixed texts, the popes' bare regnal names left out: "Francis" is also a given name in the record ("Robert Francis Prevost"). */
const popeFragments = (catalogue: Record<string, unknown>) =>
  fragments(Object.fromEntries(Object.entries(catalogue).filter(([key]) => key !== "$schema" && !key.startsWith("pope_regnal_"))));

/**
 * English fixed texts that this language writes differently: a text both languages
 * share ("Habemus Papam"), or one inside the translation's own ("Leo XIV" in
 * German "Leo XIV."), is no leak.
 */
const englishLeaks = (locale: Locale) => {
  const own = [...popeFragments(CATALOGUES[locale])];
  return [...popeFragments(en)].filter((s) => !own.some((o) => o.includes(s)));
};

test("the pope's pages and the ratings method in each translation show no English interface text outside what is marked as English", async () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    for (const page of PAGES) {
      const { status, html } = await get(`/${locale}${page}`);
      expect({ locale, page, status }).toEqual({ locale, page, status: 200 });
      const visible = await translatedText(html);
      for (const text of englishLeaks(locale)) expect({ locale, page, text, shown: visible.includes(text) }).toEqual({ locale, page, text, shown: false });
      // The editorial English is there, marked, with its label in the page's language.
      expect(html).toContain('data-testid="in-english"');
      expect(html).toMatch(/ lang="en"/);
    }
    const pope = await translatedText((await get(`/${locale}/new-holy-father`)).html);
    for (const key of ["pope_bio_heading", "pope_tab_theological", "pope_read_deep_dive", "pope_fact_elected"] as const) expect(pope).toContain(String(CATALOGUES[locale][key]));
  }
});

test("the Polish pages write the pope's name, dates and the time since his election in Polish", async () => {
  const pope = await translatedText((await get("/pl/new-holy-father")).html);
  expect(pope).toContain("Papież Leon XIV");
  expect(pope).toContain("8 maja 2025");
  expect(pope).toContain("Obywatelstwo");
  // The test's day is 30 January 2026: eight whole months, in Polish's "many" form.
  const deepDive = await translatedText((await get("/pl/deep-dive-pope-leo")).html);
  expect(deepDive).toContain("Leon XIV został wybrany 8 maja 2025, 8 miesięcy przed dniem 30 stycznia 2026");
  expect((await get("/pl/deep-dive-pope-leo")).html).toContain('href="/pl/new-holy-father"');
});

test("the ratings method in another language has its title and way back in that language around the English text", async () => {
  const { html } = await get("/es/ratings-methodology");
  expect(html).toContain(String(cardinalEs.cardinal_ratings_method));
  expect(html).toContain('href="/es/"');
  expect(html).toMatch(/<article lang="en"[^>]*>[\s\S]*How the ratings are made/);
});

test("a Spanish home page names Italy 'Italia' on the cards and in the country menu, whose value stays the record's", async () => {
  const { html } = await get("/es/?country=Italy");
  expect(html).toMatch(/<option value="Italy" selected="">Italia \(\d+\)<\/option>/);
  expect(html).toMatch(/<dd>Italia<\/dd>/);
  expect(html).not.toMatch(/<dd>Italy<\/dd>/);
  // The menu follows the names it shows: Spanish "Alemania" (Germany) comes before "Argentina", "Estados Unidos" after "España".
  const options = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+) \(\d+\)<\/option>/g)].map((m) => m[1]);
  const countries = options.filter((v) => ["Germany", "Argentina", "Spain", "United States"].includes(v!));
  expect(countries).toEqual(["Germany", "Argentina", "Spain", "United States"]);
});

test("the English pages are unchanged: English texts, the record's country names, no in-English label", async () => {
  const pope = (await get("/new-holy-father")).html;
  for (const text of ["Pope Leo XIV", "Biographical details", "Read the deep dive →", "Theological Profile", "Elected pope", "The first papal message"]) expect(pope).toContain(text);
  expect(pope).not.toContain('data-testid="in-english"');
  const deepDive = (await get("/deep-dive-pope-leo")).html;
  expect(deepDive).toContain("← Back to the profile of Pope Leo XIV");
  expect(deepDive).toContain("Leo XIV was elected on 8 May 2025, 8 months before 30 January 2026, the day this page was shown.");
  const method = (await get("/ratings-methodology")).html;
  expect(method).not.toContain('data-testid="in-english"');
  const home = (await get("/?country=Italy")).html;
  expect(home).toMatch(/<option value="Italy" selected="">Italy \(\d+\)<\/option>/);
  expect(home).toMatch(/<dd>Italy<\/dd>/);
});

test("the pope's pages and the ratings method are titled and described in the page's language; English as it was", async () => {
  const head = (html: string) => ({ title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "", description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "" });
  const english = head((await get("/new-holy-father")).html);
  expect(english.title).toContain("Pope Leo XIV: profile of the new Holy Father");
  expect(english.description).toContain("elected Pope Leo XIV on 8 May 2025");
  const polish = head((await get("/pl/new-holy-father")).html);
  expect(polish.title).toContain("Papież Leon XIV: profil nowego Ojca Świętego");
  expect(polish.description).not.toContain("elected");
  expect(head((await get("/de/deep-dive-pope-leo")).html).title).toContain("Papst Leo XIV. – eine ausführliche Analyse");
  expect(head((await get("/es/ratings-methodology")).html).title).toContain(String(cardinalEs.cardinal_ratings_method));
  expect(head((await get("/fr/no-such-page")).html).title).toContain("Page introuvable");
});
