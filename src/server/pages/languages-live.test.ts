/**
 * The live page, in normal times and during a conclave, and the fun polls in
 * each language: no English text of the live or conclave catalogues is left
 * outside what is marked as English content; the English pages read as before.
 * The same page handler the executable mounts, over a real test database.
 */
import { afterAll, expect, test } from "bun:test";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import { createTestPages } from "../test/test-pages.ts";
import { createConclaveSite } from "../test/conclave-site.ts";
import { catalogue, englishOf, translatedText } from "../test/translated-text.ts";

const pages = createTestPages();
const conclave = createConclaveSite();
afterAll(() => {
  pages.cleanup();
  conclave.close();
});
const TRANSLATIONS = LOCALES.filter((l) => l !== "en");
const AREAS = ["live", "conclave"] as const;

async function conclavePage(path: string) {
  const url = new URL(`https://cardinalis.example${path}`);
  const res = await conclave.site.handle(new Request(url), url);
  return { status: res.status, html: await res.text() };
}

/** Each translation of a page: found, with none of the English of the live and conclave areas showing. */
async function expectTranslated(get: (path: string) => Promise<{ status: number; html: string }>, path: string, check?: (locale: Locale, visible: string, html: string) => Promise<void>) {
  for (const locale of TRANSLATIONS) {
    const { status, html } = await get(`/${locale}${path}`);
    expect({ locale, status }).toEqual({ locale, status: 200 });
    const visible = await translatedText(html);
    const left = (await englishOf(AREAS, locale)).filter((text) => visible.includes(text));
    expect({ locale, path, left }).toEqual({ locale, path, left: [] });
    await check?.(locale, visible, html);
  }
}
const own = async (locale: Locale, key: string) => String((await catalogue("live", locale))[key]);

test("the live page in normal times, in each language: poll, no-stream note, About block and offices in the page's words", async () => {
  await expectTranslated(pages.get, "/live-stream", async (locale, visible, html) => {
    for (const key of ["live_no_stream_text", "live_about_heading", "live_about_4", "live_vote_question", "live_offices_heading", "live_office_camerlengo", "live_offices_in_english", "live_poll_needs_js"]) {
      expect({ locale, key, shown: visible.includes(await own(locale, key)) }).toEqual({ locale, key, shown: true });
    }
    // The offices' descriptions and the rule are the records' English, marked so.
    expect(html).toContain('<p lang="en" class="text-xs text-ink-500">');
    expect(html).toContain(`href="/${locale}/habemus-papam"`);
  });
});

test("the English live page reads as before", async () => {
  const { html } = await pages.get("/live-stream");
  for (const text of [
    "This page carries live video when there is something to watch: St. Peter&#x27;s Square and coverage of the conclave while the See is vacant",
    "About the Conclave", "Who do you think will be the next pope? Choose one cardinal.", "Who does what in a vacancy",
    "Camerlengo of the Holy Roman Church", "Voting in this poll needs JavaScript, which is turned off in this browser.",
    "Heard the protodeacon&#x27;s Latin? The", "tells you which elector it is.", "Presides in the conclave",
  ]) expect({ text, shown: html.includes(text) }).toEqual({ text, shown: true });
  expect(html).not.toContain(String((await catalogue("live", "en")).live_offices_in_english));
});

test("the live page during a conclave, in each language, with the German offices' ages and the Polish ballot line", async () => {
  await conclave.record({ type: "vacancy", cause: "death" });
  await conclave.record({ type: "conclave-start", at: "2026-05-06T14:30:00Z" });
  conclave.clock.now = new Date("2026-05-07T09:51:00Z");
  await conclave.record({ type: "ballot", smoke: "black" });
  conclave.clock.now = new Date("2026-05-07T09:52:00Z");
  await expectTranslated(conclavePage, "/live-stream");
  const german = await translatedText((await conclavePage("/de/live-stream")).html);
  expect(german).toMatch(/\d+ Jahre, (nicht )?wahlberechtigt/);
  expect(german).toContain("Alter am 21. April 2026");
  // Why the Secretary of State presides, reasoned in German from the same facts as the English sentence.
  expect(german).toMatch(/Weder der Dekan noch der Vizedekan ist wahlberechtigt \(der Dekan ist \d+ Jahre alt und der Vizedekan ist \d+ Jahre alt\), also leitet/);
  const polish = await translatedText((await conclavePage("/pl/live-stream")).html);
  expect(polish).toMatch(/\d+ (lata|lat), (elektor|nie jest elektorem)/);
  const english = (await conclavePage("/live-stream")).html;
  expect(english).toMatch(/\d+, (an elector|not an elector)/);
  expect(english).toContain("Ages on 21 April 2026");
  expect(english).toMatch(/Neither the Dean nor the Vice-Dean is an elector \(the Dean is \d+ and the Vice-Dean is \d+\), so the senior elector by precedence presides\./);
});

test("the fun polls in each language: the page's words translated, the questions English and labelled so", async () => {
  await expectTranslated(pages.get, "/fun-polls", async (locale, visible, html) => {
    expect(visible).toContain(await own(locale, "live_polls_title"));
    expect(visible).toContain(await own(locale, "live_polls_intro"));
    expect(visible).toContain(await own(locale, "live_polls_back"));
    expect(html).toContain(`href="/${locale}/live-stream"`);
    expect(html).toMatch(/<h2 id="[^"]+" lang="en"/);
    expect(visible).toContain(String((await catalogue("shell", locale)).in_english));
  });
  const { html } = await pages.get("/fun-polls");
  for (const text of ["Fun Polls", "Just for fun", "Light-hearted questions while the world waits for white smoke.", "Back to live coverage", "Voting in the polls needs JavaScript"]) {
    expect({ text, shown: html.includes(text) }).toEqual({ text, shown: true });
  }
  expect(html).not.toContain(">in English<");
});
