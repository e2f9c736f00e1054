/**
 * The conclave's banner and the live page's conclave panel in each language: no
 * English text of the conclave catalogue is left on a translated page, Rome's
 * dates are written in the page's language, and the English page reads as before.
 * A real database, the real API recording the events, the same page handler the
 * executable mounts.
 */
import { afterAll, expect, test } from "bun:test";
import { LOCALES } from "../../shared/locales.ts";
import { createConclaveSite } from "../test/conclave-site.ts";

const { clock, site, record, close } = createConclaveSite();
afterAll(close);
/** What a reader sees of the banner and the conclave panel: tags, React's separators and the parts meant to stay English removed. */
async function text(path: string) {
  const url = new URL(`https://cardinalis.example${path}`);
  const html = await (await site.handle(new Request(url), url)).text();
  const from = (marker: string, end: string) => {
    const at = html.indexOf(marker);
    return at < 0 ? "" : html.slice(at, html.indexOf(end, at));
  };
  return (from('data-testid="conclave-banner"', "</div></div>") + from('data-testid="conclave-panel"', "</section>"))
    .replace(/<([a-z]+)[^>]*lang="en"[^>]*>[\s\S]*?<\/\1>/g, "")
    .replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
}

const catalogue = (locale: string) => Bun.file(`${import.meta.dir}/../../../content/i18n/messages/conclave/${locale}.json`).text();
/** The English catalogue's fixed words (the parts between inputs, plural forms included), long enough to mean something. */
async function englishFragments(): Promise<string[]> {
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.entries(v).forEach(([k, x]) => k !== "declarations" && k !== "selectors" && walk(x));
  };
  const { $schema: _, ...messages } = JSON.parse(await catalogue("en"));
  walk(messages);
  return [...new Set(strings.flatMap((s) => s.split(/\{[a-zA-Z]+\}/)).map((s) => s.trim()).filter((s) => s.length > 5))];
}

/** Each translated live page, checked for English fragments its own catalogue does not also use (Habemus Papam, the law's name). */
async function expectTranslated(path: string) {
  const fragments = await englishFragments();
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const own = await catalogue(locale);
    const page = await text(`/${locale}${path}`);
    const left = fragments.filter((f) => !own.includes(f) && page.includes(f));
    expect({ locale, left }).toEqual({ locale, left: [] });
  }
}

test("sede vacante: banner and panel in each language, the start window's days in its month names", async () => {
  await record({ type: "vacancy", cause: "death" });
  const english = await text("/live-stream");
  expect(english).toContain("Sede vacante since 21 April");
  expect(english).toContain("The conclave may begin between 6 May and 11 May");
  expect(english).toContain("Not yet announced. The rules allow it between 6 May and 11 May : 15 to 20 days after the vacancy");
  expect(english).toContain("Smoke from the Sistine Chapel");
  expect(await text("/pl/live-stream")).toContain("Sede vacante od 21 kwietnia");
  expect(await text("/de/live-stream")).toContain("Das Konklave kann zwischen dem 6. Mai und dem 11. Mai beginnen");
  expect(await text("/it/")).toContain("Segui in diretta");
  await expectTranslated("/live-stream");
});

test("conclave and black smoke: the ballot line in each language with Rome's time", async () => {
  await record({ type: "conclave-start", at: "2026-05-06T14:30:00Z" });
  clock.now = new Date("2026-05-07T09:51:00Z");
  await record({ type: "ballot", smoke: "black" });
  clock.now = new Date("2026-05-07T09:52:00Z");
  expect(await text("/live-stream")).toContain("Conclave, day 2 · ballot 1: black smoke at 11:51");
  expect(await text("/live-stream")).toContain("Ballot 1: black smoke at 11:51");
  expect(await text("/it/live-stream")).toContain("Conclave, giorno 2 · scrutinio 1: fumata nera alle 11:51");
  expect(await text("/es/live-stream")).toContain("Votación 1: fumata negra a las 11:51");
  await expectTranslated("/live-stream");
});
