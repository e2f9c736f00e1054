/**
 * The Habemus Papam decoder in each language: the explanation, the rule and the
 * search in the page's words, the Latin marked as Latin, the plain search form
 * staying on the page's language, and the English page as it was.
 */
import { afterAll, expect, test } from "bun:test";
import { LOCALES } from "../../shared/locales.ts";
import { createTestPages } from "../test/test-pages.ts";
import { catalogue, englishOf, translatedText } from "../test/translated-text.ts";

const { get, cleanup } = createTestPages();
afterAll(cleanup);
const TRANSLATIONS = LOCALES.filter((l) => l !== "en");

test("the decoder in each language shows no English of its catalogue, keeps the Latin as Latin and its form on the language's page", async () => {
  for (const locale of TRANSLATIONS) {
    const messages = await catalogue("conclave", locale);
    const english = await englishOf(["conclave"], locale);
    // The whole list, a search that finds some, and one that finds none: every sentence the page can say on the server.
    for (const path of ["/habemus-papam", "/habemus-papam?q=Petr", "/habemus-papam?q=zzzz"]) {
      const { status, html } = await get(`/${locale}${path}`);
      expect({ locale, path, status }).toEqual({ locale, path, status: 200 });
      const visible = await translatedText(html);
      const left = english.filter((text) => visible.includes(text));
      expect({ locale, path, left }).toEqual({ locale, path, left: [] });
      expect(html).toContain(`action="/${locale}/habemus-papam"`);
      expect(html).toContain('<q lang="la">Dominum Petrum Sanctae Romanae Ecclesiae Cardinalem Parolin</q>');
      expect(html).toMatch(/<blockquote lang="la"/);
    }
    const { html } = await get(`/${locale}/habemus-papam`);
    const visible = await translatedText(html);
    for (const key of ["conclave_habemus_intro", "conclave_habemus_rule", "conclave_habemus_how_heading", "conclave_habemus_label"]) {
      expect({ locale, key, shown: visible.includes(String(messages[key])) }).toEqual({ locale, key, shown: true });
    }
    const none = await translatedText((await get(`/${locale}/habemus-papam?q=zzzz`)).html);
    expect(none).toContain(String(messages.conclave_habemus_none));
  }
});

test("Polish and German count the matches in their own words", async () => {
  expect(await translatedText((await get("/pl/habemus-papam?q=Petr")).html)).toMatch(/Pasujący do „Petr”: \d+ z \d+ elektorów/);
  expect(await translatedText((await get("/de/habemus-papam?q=Petr")).html)).toMatch(/\d+ von \d+ Wahlberechtigten (passt|passen) zu „Petr“/);
  expect(await translatedText((await get("/de/habemus-papam")).html)).toMatch(/\d+ Wahlberechtigte am \d+\. Januar 2026, nach Nachnamen/);
});

test("the English decoder reads as before: its rule as the records give it", async () => {
  const { html } = await get("/habemus-papam?q=Petr");
  const rule = ((await Bun.file(`${import.meta.dir}/../../../content/latin-names.json`).json()) as { rule: string }).rule;
  expect(html).toContain(rule.replaceAll("'", "&#x27;"));
  for (const text of [
    "Habemus Papam decoder", "Heard a name in Latin from the loggia? Type part of it, or of the surname, to see which elector it is.",
    "From the central loggia of St Peter&#x27;s, the protodeacon announces the man elected by his given names in Latin, in the accusative case, then ",
    " and his surname, unchanged, then the name he has taken as pope: ", " would be Pietro Parolin.",
    "Latin given name or surname", "The last three announcements", "2013: Jorge Mario Bergoglio, Francis, announced by Jean-Louis Tauran",
  ]) expect({ text, shown: html.includes(text) }).toEqual({ text, shown: true });
  expect(html).toMatch(/\d+ of \d+ electors match “Petr”/);
  expect(html).toContain('action="/habemus-papam"');
});
