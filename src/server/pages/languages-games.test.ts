import { afterAll, expect, test } from "bun:test";
import { createTestPages } from "../test/test-pages.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";

const pages = createTestPages();
afterAll(pages.cleanup);

const AREAS = ["games", "changes", "apidocs"] as const;
const PAGES = ["/conclave-game", "/vatican-sniper", "/changes", "/api-docs"];

type Catalogue = Record<string, unknown>;
const catalogue = async (area: string, locale: Locale): Promise<Catalogue> =>
  (await Bun.file(`${import.meta.dir}/../../../content/i18n/messages/${area}/${locale}.json`).json()) as Catalogue;

interface Piece { text: string; whole: boolean }
/**
 * The English words of a message a page may show: a plain message as a whole text; of a
 * message with inputs, each stretch of words between the inputs long enough to be
 * unmistakably English, wherever it appears.
 */
function englishPieces(message: unknown): Piece[] {
  if (typeof message !== "string") return [];
  if (!message.includes("{")) return [{ text: message, whole: true }];
  return message.split(/\{[^}]*\}/).map((s) => s.trim()).filter((s) => s.length >= 12).map((text) => ({ text, whole: false }));
}

/** The text a reader meets (text nodes and read attributes) outside the parts marked lang="en". */
function shownText(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  for (const el of [...body.querySelectorAll("script, [lang='en']")]) el.remove();
  // <noscript> is text to the parser; its contents are what a reader without JavaScript sees.
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? "");
    if (node.nodeType === 1) {
      const el = node as Element;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
      if (el.tagName === "NOSCRIPT") texts.push(el.textContent ?? "");
    }
    node.childNodes.forEach(walk);
  };
  walk(body);
  return texts.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
}

test("the games, the change log and the API page in each translation show none of their areas' English texts outside lang=\"en\"", async () => {
  const english = new Map<string, Piece[]>();
  for (const area of AREAS) for (const [key, value] of Object.entries(await catalogue(area, "en"))) if (key !== "$schema") english.set(key, englishPieces(value));
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const own = new Map<string, unknown>();
    for (const area of AREAS) for (const [key, value] of Object.entries(await catalogue(area, locale))) own.set(key, value);
    // A word both languages spell alike ("Level", "Pause", "Region") is not a leftover.
    const leftovers = [...english].flatMap(([key, pieces]) => {
      const theirs = JSON.stringify(own.get(key) ?? "");
      return pieces.filter((piece) => !theirs.includes(piece.text)).map((piece) => ({ key, piece }));
    });
    for (const path of PAGES) {
      const { status, html } = await pages.get(`/${locale}${path}`);
      expect({ path, status }).toEqual({ path, status: 200 });
      const shown = shownText(html);
      const found = leftovers.filter(({ piece }) => shown.some((t) => (piece.whole ? t === piece.text : t.includes(piece.text))));
      expect({ locale, path, found }).toEqual({ locale, path, found: [] });
    }
  }
});

test("each translation's own words are on its pages, and links keep the language", async () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const games = await catalogue("games", locale);
    const smoke = (await pages.get(`/${locale}/conclave-game`)).html;
    expect(shownText(smoke)).toContain(games.games_smoke_tagline as string);
    expect(smoke).toContain(`href="/${locale}/conclave-insights"`);
    const gull = (await pages.get(`/${locale}/vatican-sniper`)).html;
    expect(shownText(gull)).toContain(games.games_gull_side_title as string);
    expect(gull).toContain(`href="/${locale}/conclave-insights"`);
    expect(shownText((await pages.get(`/${locale}/changes`)).html)).toContain((await catalogue("changes", locale)).changes_title as string);
    const api = shownText((await pages.get(`/${locale}/api-docs`)).html);
    expect(api).toContain((await catalogue("apidocs", locale)).apidocs_title as string);
    // The API's own descriptions stay English and are said to be.
    expect(api.join(" ")).toContain((await catalogue("shell", locale)).in_english as string);
  }
});

test("the English pages keep their English words and root addresses", async () => {
  const smoke = (await pages.get("/conclave-game")).html;
  expect(smoke).toContain("A conclave game: gather votes, dodge rivals, watch the smoke.");
  expect(smoke).toContain("Move with the arrow keys or WASD");
  expect(smoke).toContain('href="/conclave-insights"');
  const gull = (await pages.get("/vatican-sniper")).html;
  expect(gull).toContain("Game Instructions");
  expect(gull).toContain("70, 60, 50 and 40 gulls");
  expect((await pages.get("/changes")).html).toContain("Changes to the roster");
  const api = (await pages.get("/api-docs")).html;
  expect(api).toContain("Open data and API");
  expect(api).not.toContain("in English");
});

test("numbers and lists in the instructions follow the page's language", async () => {
  expect((await pages.get("/de/vatican-sniper")).html).toContain("70, 60, 50 und 40 Möwen");
  expect((await pages.get("/pl/vatican-sniper")).html).toContain("70, 60, 50 i 40");
});
