import { afterAll, expect, test } from "bun:test";
import { createTestPages } from "../test/test-pages.ts";
import { createConclaveSite } from "../test/conclave-site.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import editorial from "../../../content/pages/conclave-insights.json";

const { get, cleanup } = createTestPages("2026-01-30");
const conclave = createConclaveSite();
afterAll(() => {
  cleanup();
  conclave.close();
});

const CATALOGUES = `${import.meta.dir}/../../../content/i18n/messages/insights`;
type Message = string | { match: Record<string, string> }[];
const catalogue = async (locale: Locale) =>
  Object.entries((await Bun.file(`${CATALOGUES}/${locale}.json`).json()) as Record<string, Message>).filter(([k]) => k !== "$schema");
/** Every wording of a message: a plain text, or each plural form. */
const variants = (message: Message) => (typeof message === "string" ? [message] : message.flatMap((m) => Object.values(m.match)));

const decode = (s: string) => s.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">");
/** What a reader is shown: the body's text nodes and read attributes, without scripts and without the parts marked lang="en". */
function shownTexts(html: string): string[] {
  const body = html.slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+lang="en"[^>]*>[^<]*<\/[a-z]+>/g, "");
  const nodes = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1]!);
  const attributes = [...body.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]!);
  return [...nodes, ...attributes].map(decode).map((t) => t.trim()).filter(Boolean);
}
const textOf = (html: string) => shownTexts(html).join(" ");

/** The page's editorial texts (their translation is another part's work); a fragment they also contain proves nothing. */
const EDITORIAL = JSON.stringify(editorial);
const words = (s: string) => s.match(/\p{L}+/gu) ?? [];
/**
 * The English wording of this area, cut at each {input} into the fragments a
 * reader could see, keeping those long enough to mean something and not shared
 * with the language's own texts (a word both languages spell alike is no leftover).
 */
async function englishFragments(locale: Locale): Promise<{ key: string; fragment: string }[]> {
  const own = (await catalogue(locale)).flatMap(([, v]) => variants(v)).join("\n");
  return (await catalogue("en")).flatMap(([key, message]) =>
    variants(message)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((f) => f.trim().replace(/^[.,:;()·\s]+|[.,:;()·\s]+$/g, ""))
      .filter((f) => words(f).join("").length >= 4 && !own.includes(f) && !EDITORIAL.includes(f))
      .map((fragment) => ({ key, fragment })));
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const appears = (texts: string[], fragment: string) => {
  const whole = new RegExp(`(?<!\\p{L})${escape(fragment)}(?!\\p{L})`, "u");
  return texts.some((t) => whole.test(t));
};

test("Insights in each translation shows none of its English interface texts outside lang=\"en\", on every tab", async () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const { status, html } = await get(`/${locale}/conclave-insights`);
    expect(status).toBe(200);
    const shown = shownTexts(html);
    const fragments = await englishFragments(locale);
    expect(fragments.length).toBeGreaterThan(80);
    for (const { key, fragment } of fragments) {
      expect({ locale, key, fragment, shown: appears(shown, fragment) }).toEqual({ locale, key, fragment, shown: false });
    }
    // Every tab's panel is in the server's HTML, so each tab's texts were looked at above.
    expect(html.match(/role="tabpanel"/g)?.length).toBe(5);
  }
});

test("Insights in Polish: plural forms, dates, months and regions in Polish", async () => {
  const { html } = await get("/pl/conclave-insights");
  const text = textOf(html);
  const electors = Number(/data-testid="figure-electors">(\d+)</.exec(html)![1]);
  const majority = Number(/data-testid="figure-majority">(\d+)</.exec(html)![1]);
  expect(electors).toBeGreaterThan(100);
  const plural = new Intl.PluralRules("pl-PL");
  // Counted persons take the genitive plural whatever the number (122 elektorów, 117 elektorów); things follow
  // Polish plural forms (82 głosy, 78 głosów, 1 głos).
  expect(text).toContain(`Dziś jest ${electors} elektorów.`);
  expect(text).toContain(`Dnia 30 stycznia 2026 elektorami byłoby ${electors} kardynałów`);
  const vote = { one: "głos", few: "głosy", many: "głosów", other: "głosu" }[plural.select(majority) as "one" | "few" | "many" | "other"];
  expect(text).toContain(`${vote} do większości dwóch trzecich`);
  expect(text).toContain("Obliczono na dziś, 30 stycznia 2026");
  expect(text).toContain("do 4");
  // Months through Intl in the page's language; the month's end as a day, which Polish grammar needs.
  expect(text).toContain("styczeń 2026");
  expect(text).toMatch(/na dzień \d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia) \d{4} pozostanie \d+ elektorów/);
  expect(text).toContain("Europa");
  expect(text).toContain("Afryka");
  // Percentages as Polish writes them: a decimal comma.
  expect(text).toMatch(/\d+,\d%/);
  // Why the Under 80 count and the electors differ, worded in Polish (the roster has a cardinal who renounced the rights of the cardinalate).
  expect(text).toMatch(/zrzekł się praw kardynalskich \d{1,2} \p{L}+ \d{4}/u);
});

test("Insights in German and Spanish: numbers, dates and region names in the page's language", async () => {
  const de = textOf((await get("/de/conclave-insights")).html);
  expect(de).toContain("Januar 2026");
  expect(de).toMatch(/\d+,\d\s%/);
  expect(de).toContain("Afrika");
  expect(de).toContain("bis zu 4");
  const es = textOf((await get("/es/conclave-insights")).html);
  expect(es).toContain("enero de 2026");
  expect(es).toContain("30 de enero de 2026");
  expect(es).toContain("África");
  expect(es).toMatch(/Hoy hay \d+ electores\./);
});

test("the English Insights page keeps its English texts", async () => {
  const { html } = await get("/conclave-insights");
  const text = textOf(html);
  for (const english of [
    "Conclave Insights", "Electors who have been in a conclave", "up to 4", "Turning 80: the next 24 months", "January 2026",
    "Electors under 80 by region on 30 January 2026", "If the See fell vacant on", "Younger Cardinals (Under 70)", "Browse the cardinal directory",
  ]) expect(text).toContain(english);
  expect(text).toMatch(/Today there are \d+ electors\. In the next 24 months \d+ cardinals turn 80, leaving \d+ at the end of \w+ \d{4}/);
  expect(text).toMatch(/\d+ cardinals are under 80 (but \d+ (is an elector|are electors)|and as many are electors, though not the same ones): .* renounced the rights of the cardinalate on \d{1,2} \w+ \d{4}/);
  // The check on the translations is not empty: on the English page it finds the wordings this day's page shows
  // (89 of 118 today; the rest are loading, error, open-conclave and singular wordings).
  const fragments = await englishFragments("pl");
  const found = fragments.filter(({ fragment }) => appears(shownTexts(html), fragment));
  expect(found.length).toBeGreaterThan(80);
  expect(text).toMatch(/\d+\.\d%/);
  expect(html).toContain('<html lang="en">');
});

test("while the See is vacant, the electors of the conclave are shown in each translation's words", async () => {
  await conclave.record({ type: "vacancy", cause: "death" });
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const url = new URL(`https://cardinalis.example/${locale}/conclave-insights`);
    const html = await (await conclave.site.handle(new Request(url), url)).text();
    const section = /<section[^>]*data-testid="conclave-electorate"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section).toBeDefined();
    const shown = shownTexts(`<body>${section}`);
    for (const { key, fragment } of await englishFragments(locale)) {
      expect({ locale, key, fragment, shown: appears(shown, fragment) }).toEqual({ locale, key, fragment, shown: false });
    }
    if (locale === "pl") {
      const text = shown.join(" ");
      expect(text).toContain("Elektorzy w tym konklawe");
      expect(text).toContain("Skład ustalony 21 kwietnia 2026");
      expect(text).toMatch(/Według regionu: Europa \d+ · /);
    }
  }
});
