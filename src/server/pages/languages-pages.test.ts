/**
 * Why a Pope?, privacy and terms as the server writes them in each language: the page's own copy of the
 * long text (content/pages/i18n/<locale>/), or, while a language has none, the English one marked lang="en"
 * and labelled; the interface around it in the page's language; the English pages as they were.
 */
import { afterAll, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestPages } from "../test/test-pages.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import { translationPath } from "../../../tools/long-text-files.ts";
import { ROOT } from "../../../tools/catalogue-hash.ts";

const pages = createTestPages();
afterAll(pages.cleanup);

const TRANSLATIONS = LOCALES.filter((l): l is Exclude<Locale, "en"> => l !== "en");

/** An area's plain messages (no inputs, no plurals) by key, in one language. */
const catalogue = (area: string, locale: Locale): Record<string, string> => {
  const json = JSON.parse(readFileSync(join(ROOT, `content/i18n/messages/${area}/${locale}.json`), "utf8")) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(json).filter(([k, v]) => k !== "$schema" && typeof v === "string" && !v.includes("{")) as [string, string][]);
};

const decode = (s: string) => s.replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/**
 * What a reader of the body is shown: each text node, and each read attribute (aria-label, placeholder,
 * title), trimmed. `outsideEnglish` leaves out whatever is inside an element marked lang="en".
 */
async function shown(html: string, { outsideEnglish }: { outsideEnglish: boolean }): Promise<string[]> {
  const body = html.slice(html.indexOf("<body"));
  const out: string[] = [];
  let text = "";
  let english = 0; // how many lang="en" elements the parser is inside
  let script = 0;
  const hidden = () => script > 0 || (outsideEnglish && english > 0);
  await new HTMLRewriter()
    .on('[lang="en"]', { element: (e) => { english++; e.onEndTag(() => { english--; }); } })
    .on("script, style", { element: (e) => { script++; e.onEndTag(() => { script--; }); } })
    .on("*", {
      element: (e) => {
        if (hidden()) return;
        for (const name of ["aria-label", "placeholder", "title"]) {
          const value = e.getAttribute(name);
          if (value) out.push(decode(value).trim());
        }
      },
    })
    .onDocument({
      text: (chunk) => {
        text += chunk.text;
        if (!chunk.lastInTextNode) return;
        if (text.trim() && !hidden()) out.push(decode(text).trim());
        text = "";
      },
    })
    .transform(new Response(body)).text();
  return out;
}

/** The long text's file in `locale`, or the English one standing in while the translation is missing. */
function fileIn(locale: Locale, file: string): { text: string; own: boolean } {
  const own = locale !== "en" && existsSync(join(ROOT, translationPath(locale, file)));
  return { text: readFileSync(join(ROOT, own ? translationPath(locale, file) : `content/pages/${file}`), "utf8"), own };
}

/** The text a page must show from its long text: Why a Pope?'s title, a markdown page's first heading. */
function landmarkOf(file: string, text: string): string {
  if (file.endsWith(".json")) return (JSON.parse(text) as { title: string }).title;
  return /^# (.+)$/m.exec(text)![1]!.trim();
}

const LONG_PAGES = [
  { path: "/why-a-pope", file: "why-a-pope.json" },
  { path: "/privacy", file: "privacy.md" },
  { path: "/terms", file: "terms.md" },
];

test.each(TRANSLATIONS.flatMap((locale) => LONG_PAGES.map((p) => ({ locale, ...p }))))(
  "$path in $locale shows its language's text, or the English one marked and labelled",
  async ({ locale, path, file }) => {
    const { status, html } = await pages.get(`/${locale}${path}`);
    expect(status).toBe(200);
    const { text, own } = fileIn(locale, file);
    const landmark = landmarkOf(file, text);
    const outside = await shown(html, { outsideEnglish: true });
    const all = await shown(html, { outsideEnglish: false });
    if (own) {
      expect(outside).toContain(landmark);
      expect(html).not.toContain('data-testid="in-english"');
    } else {
      // The English text stands in: it is on the page, but only inside lang="en", with the label in the page's language.
      expect({ locale, file, shown: all.includes(landmark), outsideEnglish: outside.includes(landmark) }).toEqual({ locale, file, shown: true, outsideEnglish: false });
      expect(outside.join("\n")).toContain(catalogue("shell", locale).in_english!);
    }
  },
);

test.each(TRANSLATIONS)("/%s/why-a-pope shows none of the teaching and legal English interface texts outside lang=en", async (locale) => {
  const { html } = await pages.get(`/${locale}/why-a-pope`);
  const outside = await shown(html, { outsideEnglish: true });
  for (const area of ["teaching", "legal"]) {
    const [english, own] = [catalogue(area, "en"), catalogue(area, locale)];
    // A word both languages spell alike ("Historia" is not English, but "Teologia" could match) is not a leftover.
    for (const [key, value] of Object.entries(english).filter(([k, v]) => own[k] !== v)) {
      expect({ locale, key, shown: outside.includes(value) }).toEqual({ locale, key, shown: false });
    }
  }
  for (const key of ["teaching_dialogue_tips", "teaching_further_reading", "teaching_next_link", "teaching_topics_label"]) {
    expect(outside).toContain(catalogue("teaching", locale)[key]!);
  }
  // The way to Insights keeps the page's language.
  expect(html).toContain(`href="/${locale}/conclave-insights"`);
});

test("the English pages are as they were: English texts, nothing marked as a stand-in", async () => {
  const why = await pages.get("/why-a-pope");
  const text = await shown(why.html, { outsideEnglish: false });
  for (const s of ["Why a Pope?", "Teaching", "Tips for dialogue", "Further Reading", "Scriptural", "Historical", "Theological", "From teaching to today.", "Explore Conclave Insights", "Why a Pope? topics"]) {
    expect(text).toContain(s);
  }
  expect(why.html).toContain('href="/conclave-insights"');
  for (const [path, heading] of [["/privacy", "Privacy Policy"], ["/terms", "Terms of Use"]] as const) {
    const { status, html } = await pages.get(path);
    expect(status).toBe(200);
    expect(await shown(html, { outsideEnglish: false })).toContain(heading);
  }
  for (const path of ["/why-a-pope", "/privacy", "/terms"]) {
    const { html } = await pages.get(path);
    expect(html).not.toContain('data-testid="in-english"');
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).not.toContain('lang="en"');
  }
});

test.each(TRANSLATIONS)("/%s/conclave-insights shows the explanations from its language's file", async (locale) => {
  const { text, own } = fileIn(locale, "conclave-insights.json");
  // Until the file exists the English text stands in; marking it is the Insights components' part.
  if (!own) return;
  const insights = JSON.parse(text) as { overview: { sections: { heading: string }[] }; voting: { sections: { heading: string }[] } };
  const { status, html } = await pages.get(`/${locale}/conclave-insights`);
  expect(status).toBe(200);
  const outside = await shown(html, { outsideEnglish: true });
  expect(outside).toContain(insights.overview.sections[0]!.heading);
  expect(outside).toContain(insights.voting.sections[0]!.heading);
});

test.each(TRANSLATIONS)("the heads of /%s/why-a-pope, /privacy and /terms are in the page's language", async (locale) => {
  const [teaching, legal] = [catalogue("teaching", locale), catalogue("legal", locale)];
  for (const [path, title, description] of [
    ["/why-a-pope", teaching.teaching_meta_title, teaching.teaching_meta_description],
    ["/privacy", legal.legal_privacy_title, legal.legal_privacy_description],
    ["/terms", legal.legal_terms_title, legal.legal_terms_description],
  ] as const) {
    const { html } = await pages.get(`/${locale}${path}`);
    const head = decode(html.slice(0, html.indexOf("</head>")));
    expect(head).toContain(`<title>${title!}`);
    expect(head).toContain(`content="${description!}"`);
  }
});
