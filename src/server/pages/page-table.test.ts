/**
 * The page table as the server reads it: every page it lists is served with
 * its own title, an address it does not list is the 404 page, and a page
 * about one person reads his record once, the same record for the head and
 * the body.
 */
import { afterAll, expect, test } from "bun:test";
import { matchPage, PAGES } from "../../../islands/app/pages.tsx";
import { pageQueries, serverPage } from "./page-table.ts";
import { documentTitle } from "../../shared/site.ts";
import { directoryReads, type DirectorySource } from "../directory/cardinals.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createTestDb } from "../test/test-db.ts";
import { createSiteHandler } from "./site.ts";

const TODAY = "2026-01-30";
const t = createTestDb();
afterAll(() => t.cleanup());
const roster = new RosterIndex(t.db, () => TODAY);
const own = directoryReads(roster).inProcess;
/** Every record the pages read, by slug, so a test can count them. */
const recordReads: string[] = [];
const counted: DirectorySource = { ...own, bySlug: (slug) => (recordReads.push(slug), own.bySlug(slug)) };
const site = createSiteHandler({
  db: t.db, roster, directory: () => counted, files: new Map(), assets: { scripts: { en: ["/assets/main.js"] }, styles: [] },
  config: () => ({ dataAsOf: t.dataAsOf, contactEmail: "", donationUrl: "", gameName: "Gull-B-Gone" }),
  photosDir: "/nonexistent-photos", today: () => TODAY, profiles: t.profiles,
});
const ORIGIN = "https://cardinalis.example";

async function get(path: string) {
  const url = new URL(ORIGIN + path);
  const res = await site.handle(new Request(url), url);
  return { status: res.status, html: await res.text() };
}

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

test("every page of the table is served with the title the table gives it", async () => {
  for (const page of PAGES.filter((p) => !p.path.includes(":"))) {
    const { status, html } = await get(page.path);
    expect({ path: page.path, status }).toEqual({ path: page.path, status: 200 });
    const title = documentTitle(page.title("en", "Gull-B-Gone")).replaceAll("'", "&#39;");
    expect({ path: page.path, title: titleOf(html) }).toEqual({ path: page.path, title });
    expect({ path: page.path, noindex: html.includes('<meta name="robots" content="noindex">') }).toEqual({ path: page.path, noindex: !serverPage(page).indexed });
  }
});

test("an address the table does not list is the 404 page, with the layout's data still fetched", async () => {
  expect(matchPage("/no-such-page", "")).toBeNull();
  expect(matchPage("/privacy/", "")).toBeNull();
  expect(pageQueries(null).length).toBeGreaterThan(0);
  expect((await get("/no-such-page")).status).toBe(404);
});

test("a person's address is matched once, with its slug, and a trailing slash is the same page", () => {
  expect(matchPage("/cardinal/pietro-parolin/", "")?.params).toEqual({ slug: "pietro-parolin" });
  expect(matchPage("/cardinals/peter-erdo", "")?.page.path).toBe("/cardinals/:slug");
});

test("a cardinal's page reads his record once, and its head and body show that one record", async () => {
  recordReads.length = 0;
  const { status, html } = await get("/cardinal/pietro-parolin?once");
  expect(status).toBe(200);
  expect(recordReads).toEqual(["pietro-parolin"]);
  expect(titleOf(html)).toBe("Pietro Parolin · Cardinalis");
  expect(html.slice(html.indexOf('<div id="root">'))).toContain("Pietro Parolin");
});

test("a slug that names no one is a 404 from the same single read", async () => {
  recordReads.length = 0;
  expect((await get("/cardinal/no-one-of-this-name")).status).toBe(404);
  expect(recordReads).toEqual(["no-one-of-this-name"]);
});
