/**
 * The conclave's banner and the live page's conclave panel in each language: no
 * English text of the conclave catalogue is left on a translated page, Rome's
 * dates are written in the page's language, and the English page reads as before.
 * A real database, the real API recording the events, the same page handler the
 * executable mounts.
 */
import { afterAll, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import { romeDay } from "../../shared/conclave.ts";
import { LOCALES } from "../../shared/locales.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler } from "./site.ts";

const SOURCE = "https://www.vatican.va/content/vatican/en.html";
const clock = { now: new Date("2026-04-21T07:35:00Z") };
const today = () => romeDay(clock.now.toISOString());
const made = createTestApp("2026-04-21", { now: () => clock.now, today });
const site = createSiteHandler({
  db: made.db, roster: new RosterIndex(made.db, today), files: new Map(), assets: { scripts: ["/assets/main.js"], styles: [] },
  config: () => ({ dataAsOf: made.dataAsOf, contactEmail: "", donationUrl: "", gameName: "Gull-B-Gone" }),
  photosDir: "/nonexistent-photos", today, profiles: made.profiles, conclave: () => made.app.conclave.frame(),
});
afterAll(() => {
  made.app.close();
  made.cleanup();
});

const operator = new VisitorClient(made.app, "198.51.100.72");
async function record(body: Record<string, unknown>) {
  expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  expect((await operator.post("/api/admin/conclave/events", { sourceUrl: SOURCE, ...body })).status).toBe(201);
}
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
