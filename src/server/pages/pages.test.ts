/**
 * The pages as the server answers them: rendered content, metadata, status,
 * the sitemap and robots.txt, and the page cache's keys. A real database
 * with the real content; the same handler the executable mounts.
 */
import { afterAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { cardinals } from "../../../db/schema.ts";
import { bumpRosterVersion } from "../../../db/queries/roster-version.ts";
import { writeSetting } from "../../../db/queries/settings.ts";
import { INDEXED_PATHS } from "./page-table.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler } from "./site.ts";
import { createTestDb } from "../test/test-db.ts";

const TODAY = "2026-01-30";
const t = createTestDb();
afterAll(() => t.cleanup());
const roster = new RosterIndex(t.db, () => TODAY);
let gameName = "Gull-B-Gone";
const site = createSiteHandler({
  db: t.db, roster, files: new Map(), assets: { scripts: { en: ["/assets/main.js"] }, styles: [] },
  config: () => ({ dataAsOf: t.dataAsOf, contactEmail: "", donationUrl: "", gameName }),
  photosDir: "/nonexistent-photos", today: () => TODAY, profiles: t.profiles,
});
const ORIGIN = "https://cardinalis.example";

async function get(path: string): Promise<{ status: number; html: string; type: string }> {
  const url = new URL(ORIGIN + path);
  const res = await site.handle(new Request(url), url);
  return { status: res.status, html: await res.text(), type: res.headers.get("content-type") ?? "" };
}

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="query-state"'));
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

test("a cardinal page carries its title, description, canonical address, Open Graph and Twitter tags", async () => {
  const { status, html, type } = await get("/cardinal/pietro-parolin");
  expect(status).toBe(200);
  expect(type).toBe("text/html; charset=utf-8");
  expect(html).toContain("<title>Pietro Parolin · Cardinalis</title>");
  const description = attr(html, /<meta name="description" content="([^"]*)">/)!;
  expect(description).toContain("Secretary of State of His Holiness");
  expect(description).toContain("Schiavon");
  expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/cardinal/pietro-parolin`);
  expect(attr(html, /<meta property="og:url" content="([^"]*)">/)).toBe(`${ORIGIN}/cardinal/pietro-parolin`);
  expect(attr(html, /<meta property="og:type" content="([^"]*)">/)).toBe("profile");
  expect(attr(html, /<meta property="og:title" content="([^"]*)">/)).toBe("Pietro Parolin · Cardinalis");
  expect(attr(html, /<meta name="twitter:card" content="([^"]*)">/)).toBe("summary");
  expect(attr(html, /<meta name="twitter:description" content="([^"]*)">/)).toBe(description);
  expect(html).not.toContain('name="robots"');
});

test("a cardinal page describes the person in schema.org JSON-LD built from the record", async () => {
  const { html } = await get("/cardinal/pietro-parolin");
  const record = roster.current().bySlug.get("pietro-parolin")!.cardinal;
  expect(jsonLdOf(html)).toEqual({
    "@context": "https://schema.org",
    "@type": "Person",
    name: record.fullName,
    url: `${ORIGIN}/cardinal/pietro-parolin`,
    givenName: record.givenNames,
    familyName: record.lastName,
    birthDate: "1955-01-17",
    birthPlace: { "@type": "Place", name: "Schiavon" },
    jobTitle: "Secretary of State of His Holiness",
    affiliation: { "@type": "Organization", name: "Catholic Church" },
    memberOf: { "@type": "Organization", name: "College of Cardinals" },
    sameAs: [`https://www.wikidata.org/wiki/${record.wikidataId}`, record.officialBiographyUrl],
  });
});

test("the country the roster gives is labelled Country, never Nationality: it is often the see's, not his citizenship", async () => {
  const root = rootOf((await get("/cardinal/mykola-bychok")).html);
  expect(root).toContain(">Country</dt>");
  expect(root).toContain("Australia");
  expect(root).not.toContain("Nationality");
  expect(jsonLdOf((await get("/cardinal/mykola-bychok")).html).nationality).toBeUndefined();
  expect(rootOf((await get("/?search=bychok")).html)).not.toContain("Nationality");
});

test("a cardinal who renounced the rights of the cardinalate reads as a cardinal who is not an elector, in the page and its JSON-LD", async () => {
  const { html } = await get("/cardinal/giovanni-angelo-becciu");
  expect(rootOf(html)).toContain("24 September 2020: still a cardinal, not an elector");
  const person = jsonLdOf(html);
  expect(person.memberOf).toEqual({ "@type": "Organization", name: "College of Cardinals" });
  expect(person.description).toBe("Cardinal who renounced the rights of the cardinalate on 2020-09-24: still a member of the College of Cardinals, not an elector.");
});

test("the pope's record page does not make him a member of the College", async () => {
  const person = jsonLdOf((await get("/cardinal/robert-francis-prevost")).html);
  expect(person.memberOf).toBeUndefined();
  expect(person.jobTitle).toBe("Pope Leo XIV (elected 8 May 2025)");
});

test("a cardinal recorded as deceased: marked †, his office read as past, found by search, and his JSON-LD says so", async () => {
  const setDeath = (date: string | null) => t.db.transaction((tx) => {
    tx.update(cardinals).set({ deathDate: date, deathSource: date && "https://www.vaticannews.va/" }).where(eq(cardinals.slug, "fridolin-ambongo-besungu")).run();
    bumpRosterVersion(tx);
  });
  setDeath("2026-01-20");
  try {
    const { html } = await get("/cardinal/fridolin-ambongo-besungu");
    const root = rootOf(html);
    expect(root).toContain("Last office: Archbishop of Kinshasa");
    expect(root).toContain("† 20 January 2026 (aged 65)");
    const person = jsonLdOf(html);
    expect(person.deathDate).toBe("2026-01-20");
    expect(person.memberOf).toBeUndefined();
    expect(person.jobTitle).toBeUndefined();
    expect(attr(html, /<meta name="description" content="([^"]*)">/)).toContain("Last office: Archbishop of Kinshasa");
    const search = rootOf((await get("/?search=ambongo")).html);
    expect(search).toContain('data-cardinal="fridolin-ambongo-besungu"');
    expect(search).toContain("† Died 20 January 2026");
    expect(search).toContain("1960–2026, died aged 65");
    expect(rootOf((await get("/")).html)).toContain("(244 results)");
  } finally {
    setDeath(null);
  }
});

test("each profile says which conclaves he took part in, and any he was eligible for but did not enter, with sources", async () => {
  expect(rootOf((await get("/cardinal/vinko-puljic")).html)).toContain("Took part in the conclaves of 2005, 2013 and 2025");
  const njue = rootOf((await get("/cardinal/john-njue")).html);
  expect(njue).toContain("Took part in the conclave of 2013");
  // The reason is the record's English, marked so for the translated pages.
  expect(njue).toContain('Did not take part in the conclave of 2025: <span lang="en">absent; the Holy See Press Office gave health reasons');
  expect(njue).toContain('href="https://www.aciafrica.org/news/15373/');
  expect(rootOf((await get("/cardinal/giovanni-angelo-becciu")).html)).toContain("Has not taken part in a conclave");
});

test("the home page's filter links filter electors by elector status, and Under 80 is a separately named age filter", async () => {
  const root = rootOf((await get("/")).html);
  expect(root).toMatch(/<a href="\/\?elector=true"[^>]*>Electors<\/a>/);
  expect(root).toMatch(/<a href="\/\?maxAge=80"[^>]*>Under 80<\/a>/);
  expect(root).not.toContain("Only electors (under 80)");
  const electors = roster.current().entries.filter((e) => e.cardinal.isElector).length;
  const under80 = roster.current().entries.filter((e) => e.cardinal.status === "cardinal" && e.cardinal.ageInYears < 80).length;
  expect(rootOf((await get("/?elector=true")).html)).toContain(`(${electors} results)`);
  expect(rootOf((await get("/?maxAge=80")).html)).toContain(`(${under80} results)`);
  // Under 80 but no elector: he renounced the rights of the cardinalate.
  expect(rootOf((await get("/?elector=true&search=becciu")).html)).toContain("(0 results)");
  expect(rootOf((await get("/?maxAge=80&search=becciu")).html)).toContain("(1 result)");
  expect(rootOf((await get("/?conclaveExperience=no")).html)).toContain('data-cardinal="giovanni-angelo-becciu"');
});

test("without JavaScript the directory works: cards link to each cardinal's page, and the filters are a GET form and links above the list", async () => {
  expect(rootOf((await get("/?search=parolin")).html)).toMatch(/<a href="\/cardinal\/pietro-parolin" data-cardinal="pietro-parolin"/);
  const root = rootOf((await get("/")).html);
  expect(root).not.toMatch(/<button[^>]*data-cardinal/);
  const [formTag, form] = /(<form aria-label="Filter and sort the cardinals"[^>]*>)(.*?)<\/form>/s.exec(root)!.slice(1) as [string, string];
  expect(formTag).toContain('action="/" method="get"');
  for (const name of ["region", "country", "rank", "religiousOrder", "createdBy", "conclaveExperience", "sortBy"]) expect(form).toContain(`name="${name}"`);
  expect(form).toContain('<option value="Italy">Italy (');
  expect(form).toContain('<option value="SJ">SJ (');
  expect(form).toContain('<option value="bishop">Cardinal Bishop (');
  expect(form).toContain('<option value="Pope Benedict XVI">Pope Benedict XVI (');
  expect(form).toContain('<button type="submit"');
  // The quick filters come before the cards and the page links, not below them.
  expect(root.indexOf('aria-label="Quick filters"')).toBeLessThan(root.indexOf("data-cardinal="));
  expect(root).not.toContain("<noscript>");
  // What the form sends with "any" left as it is: empty values, which filter nothing.
  const plain = rootOf((await get("/?region=&country=Italy&rank=&religiousOrder=&createdBy=Pope+Benedict+XVI&conclaveExperience=&sortBy=lastName")).html);
  const shown = [...plain.matchAll(/data-cardinal="([^"]+)"/g)].map((m) => roster.current().bySlug.get(m[1]!)!.cardinal);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((c) => c.nationality === "Italy" && c.createdBy === "Pope Benedict XVI")).toBe(true);
  expect(plain).toContain('<option value="Italy" selected="">');
  const jesuits = roster.current().entries.filter((e) => e.cardinal.status === "cardinal" && e.cardinal.religiousOrder === "SJ").length;
  expect(rootOf((await get("/?religiousOrder=SJ")).html)).toContain(`(${jesuits} results)`);
});

test("a cardinal's own page has his name as its h1", async () => {
  const root = rootOf((await get("/cardinal/pietro-parolin")).html);
  const h1 = /<h1[^>]*id="([^"]+)"[^>]*>Pietro Parolin<\/h1>/.exec(root);
  expect(root.match(/<h1/g)).toHaveLength(1);
  // The panel is named by it in the HTML itself, before any script runs.
  expect(root).toMatch(new RegExp(`<div role="dialog"[^>]*aria-labelledby="${h1![1]}"`));
});

test("/changes and /fun-polls are rendered on the server: the log and every question, no loading text", async () => {
  const changes = rootOf((await get("/changes")).html);
  expect(changes).not.toContain("Loading changes");
  expect(changes).toContain("No change has been made since the content was compiled.");
  const polls = rootOf((await get("/fun-polls")).html);
  expect(polls).not.toContain("Loading polls");
  expect(polls).toContain("How many days will the next conclave last?");
  expect(polls).toContain('type="radio"');
  expect(polls).toMatch(/<noscript><p[^>]*>Voting in the polls(<!-- -->)? needs JavaScript/);
  // The vote counts on offer are worked out from the electorate on the server too.
  expect(polls).toMatch(/All \d{2,3} votes/);
  expect(polls).not.toContain("Just above the two-thirds majority");
});

test("every accordion answer of Why a Pope? and the deep dive is in the HTML, shown by the no-script style", async () => {
  for (const path of ["/why-a-pope", "/deep-dive-pope-leo"]) {
    const { html } = await get(path);
    const bodies = [...rootOf(html).matchAll(/<div[^>]*data-disclosure-body=""[^>]*>(.*?)<\/div>/gs)];
    expect(bodies.length).toBeGreaterThan(1);
    for (const [, inner] of bodies) expect(inner!.replace(/<[^>]+>/g, "").trim().length).toBeGreaterThan(40);
    // All closed, so all hidden until a reader opens one (Radix's forceMount alone had shown them until hydration).
    for (const [body] of bodies) expect(/^<div[^>]* hidden=""/.test(body)).toBe(true);
    expect(html).toMatch(/\[data-disclosure-body\]\[hidden\](,[^{]+)?\{display:block!important\}/);
  }
});

test("/ratings-methodology is the published method, rendered on the server from its markdown and linked from every page's footer", async () => {
  const { status, html } = await get("/ratings-methodology");
  expect(status).toBe(200);
  expect(html).toContain("<title>How the ratings are made · Cardinalis</title>");
  const root = rootOf(html);
  expect(root).toContain("<h1>How the ratings are made</h1>");
  expect(root).toContain("<h3>Orthodoxy</h3>");
  expect(root).toContain("an absence of dissent is not a middle mark");
  expect(rootOf((await get("/cardinal/pietro-parolin")).html)).toContain('<a href="/ratings-methodology" class="text-gold-200 hover:text-white">How ratings are made</a>');
  expect((await get("/sitemap.xml")).html).toContain(`<loc>${ORIGIN}/ratings-methodology</loc>`);
});

test("a cardinal page has the whole profile in its HTML: every tab's panel, not just the first", async () => {
  const root = rootOf((await get("/cardinal/pietro-parolin")).html);
  expect(root).toContain("Pietro Parolin");
  expect(root).toContain("Biographical Summary");
  const panels = root.match(/<div[^>]*role="tabpanel"[^>]*>/g) ?? [];
  expect(panels.length).toBe(5);
  // Only the first is shown: a browser lays out (and fetches fonts for) that one alone; the page's
  // no-script style shows the rest. Hydration keeps them as they are, all mounted.
  expect(panels.map((p) => p.includes(" hidden=\"\""))).toEqual([false, true, true, true, true]);
});

test("/cardinals/{slug} names /cardinal/{slug} as its canonical address", async () => {
  const { html } = await get("/cardinals/pietro-parolin");
  expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/cardinal/pietro-parolin`);
});

test("the bird game's page is titled with the name the operator gave the game, for link previews too", async () => {
  expect(attr((await get("/vatican-sniper")).html, /<title>([^<]*)<\/title>/)).toBe("Gull-B-Gone: clear the Sistine Chapel roof · Cardinalis");
  gameName = "Pigeon Patrol";
  // An operator's setting change drops the rendered pages, as the dashboard's write does.
  site.forgetPages();
  try {
    const { html } = await get("/vatican-sniper");
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe("Pigeon Patrol: clear the Sistine Chapel roof · Cardinalis");
    expect(attr(html, /<meta property="og:title" content="([^"]*)">/)).toStartWith("Pigeon Patrol");
  } finally {
    gameName = "Gull-B-Gone";
    site.forgetPages();
  }
});

test("an unknown cardinal or path is a 404 that asks not to be indexed", async () => {
  for (const path of ["/cardinal/nobody-at-all", "/no-such-page"]) {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(rootOf(html)).toMatch(/(Page|Cardinal) Not Found/);
    expect(rootOf(html)).not.toContain("router");
  }
});

test("/cardinal/parolinn is a 404 that offers Pietro Parolin by name, as a link", async () => {
  const { status, html } = await get("/cardinal/parolinn");
  expect(status).toBe(404);
  const root = rootOf(html);
  expect(root).toContain("Cardinal Not Found");
  expect(root).toContain("Did you mean");
  expect(root).toMatch(/<a [^>]*href="\/cardinal\/pietro-parolin"[^>]*>Pietro Parolin<\/a>/);
  // A name close to nothing offers a search instead of an empty list.
  const none = rootOf((await get("/cardinal/qqqqqqqqq")).html);
  expect(none).not.toContain("Did you mean");
  expect(none).toContain('href="/?search=qqqqqqqqq"');
});

test("the dashboard carries noindex; the public pages do not", async () => {
  expect((await get("/admin1190")).html).toContain('<meta name="robots" content="noindex">');
  expect((await get("/conclave-insights")).html).not.toContain('name="robots"');
});

test("the home page renders the filtered, sorted page of 12 cards the address asks for, with page links", async () => {
  const { html } = await get("/?region=Europe&sortBy=ageInYears&page=2");
  const expected = roster.current().sorted("ageInYears", "asc")
    .filter((e) => e.cardinal.status !== "pope" && e.cardinal.region === "Europe").slice(12, 24).map((e) => e.cardinal.slug);
  const shown = [...rootOf(html).matchAll(/data-cardinal="([^"]+)"/g)].map((m) => m[1]);
  expect(shown).toEqual(expected);
  expect(html).toContain('href="/?region=Europe&amp;sortBy=ageInYears&amp;page=3"');
  expect(html).toContain('href="/?region=Europe&amp;sortBy=ageInYears"');
});

test("the dehydrated state holds the data the page was rendered from, so the browser fetches nothing again", async () => {
  const { html } = await get("/conclave-insights");
  const state = JSON.parse(/<script id="query-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
  const college = state.queries.find((q: { queryKey: unknown[] }) => q.queryKey.join("/") === "cardinals/college");
  expect(college.state.status).toBe("success");
  expect(college.state.data.cardinals.length).toBe(roster.current().entries.filter((e) => e.cardinal.status !== "pope").length);
  // The figures are computed on the server from the same list.
  expect(rootOf(html)).toContain("Two-thirds majority");
});

test("a page is rendered again when the roster changes, and served from the cache until then", async () => {
  const first = await get("/cardinal/pietro-parolin");
  expect((await get("/cardinal/pietro-parolin")).html).toBe(first.html);
  t.db.transaction((tx) => {
    tx.update(cardinals).set({ currentPosition: "Camerlengo for this test" }).where(eq(cardinals.slug, "pietro-parolin")).run();
    bumpRosterVersion(tx);
  });
  const after = await get("/cardinal/pietro-parolin");
  expect(after.html).toContain("Camerlengo for this test");
  expect(first.html).not.toContain("Camerlengo for this test");
});

test("sitemap.xml lists every public page and every cardinal's page, and not the dashboard", async () => {
  const { status, html: xml, type } = await get("/sitemap.xml");
  expect(status).toBe(200);
  expect(type).toContain("application/xml");
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of INDEXED_PATHS) expect(locs).toContain(ORIGIN + path);
  for (const { cardinal } of roster.current().entries) expect(locs).toContain(`${ORIGIN}/cardinal/${cardinal.slug}`);
  expect(locs.some((l) => l!.includes("admin1190"))).toBe(false);
  expect(new Set(locs).size).toBe(locs.length);
});

test("robots.txt points to the sitemap and keeps crawlers out of the dashboard", async () => {
  const { status, html: text } = await get("/robots.txt");
  expect(status).toBe(200);
  expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(text).toContain("Disallow: /admin1190");
});

test("a page goes out compressed as the client accepts, and a browser holding it gets a 304", async () => {
  const url = new URL(`${ORIGIN}/cardinal/pietro-parolin`);
  const plain = await site.handle(new Request(url), url);
  const html = await plain.text();
  const gzip = await site.handle(new Request(url, { headers: { "Accept-Encoding": "gzip" } }), url);
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe(html);
  const etag = plain.headers.get("etag")!;
  const again = await site.handle(new Request(url, { headers: { "If-None-Match": etag } }), url);
  expect(again.status).toBe(304);
});

test("the home page with Under 80 on says, in its HTML, why its count is not the electors' count", async () => {
  const root = rootOf((await get("/?maxAge=80")).html);
  // The note's text as a reader sees it (the names come in a span marked lang="en" for the translated pages).
  const note = /data-testid="under-80-note">([\s\S]*?)<\/p>/.exec(root)?.[1]?.replace(/<[^>]*>/g, "") ?? "";
  const sentence = /^Of these (\d+) cardinals under 80, (\d+) are electors: Giovanni Angelo Becciu renounced the rights of the cardinalate on 24 September 2020/.exec(note);
  expect(sentence).not.toBeNull();
  expect(Number(sentence![1]) - Number(sentence![2])).toBe(1);
  expect(root).toContain('href="/?elector=true"');
  // Without the filter, or with the Electors chip, nothing needs explaining.
  expect(rootOf((await get("/")).html)).not.toContain("under-80-note");
  expect(rootOf((await get("/?maxAge=80&elector=true")).html)).not.toContain("under-80-note");
});

test("the navigation offers both games, and its live dot shows only while a stream is set", async () => {
  const nav = (html: string) => /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)![0];
  const before = nav((await get("/privacy")).html);
  expect(before).toContain('href="/vatican-sniper"');
  expect(before).toContain('href="/conclave-game"');
  expect(before).toContain(">Sacred Smoke<");
  expect(before).not.toContain('data-testid="live-dot"');
  writeSetting(t.db, "conclave-stream", "https://youtu.be/AAAAAAAAAAA", new Date().toISOString());
  site.forgetPages();
  try {
    expect(nav((await get("/privacy")).html)).toContain('data-testid="live-dot"');
  } finally {
    writeSetting(t.db, "conclave-stream", "", new Date().toISOString());
    site.forgetPages();
  }
});

test("a page carries the texts it formatted with Intl, in its language, for the browser to hydrate with", async () => {
  const table = (html: string) => JSON.parse(/<script id="intl-texts" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, string>;
  const home = await get("/");
  const homeTexts = table(home.html);
  expect(Object.keys(homeTexts)).toContain(`long-date en-GB ${t.dataAsOf}`);
  const polish = await get("/pl/cardinal/pietro-parolin");
  const polishTexts = table(polish.html);
  expect(Object.keys(polishTexts)).toContain(`long-date pl-PL ${t.dataAsOf}`);
  expect(Object.keys(polishTexts).some((key) => key.startsWith("country pl-PL "))).toBe(true);
  // Each is a text the page shows (the country menu's order is the one entry that is not).
  for (const text of [...Object.values(homeTexts)]) expect(rootOf(home.html)).toContain(text);
  for (const [key, text] of Object.entries(polishTexts)) if (!key.startsWith("order ")) expect(rootOf(polish.html)).toContain(text.replace(/'/g, "&#x27;"));
});
