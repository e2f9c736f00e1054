/**
 * The Habemus Papam decoder, the College's offices and the Latin names as the
 * server renders them (a real database with the real content, the handler the
 * executable mounts): readable and searchable with no JavaScript at all. Then
 * the decoder hydrated in a DOM, filtering as the visitor types.
 */
import { afterAll, afterEach, expect, test } from "bun:test";
import { act, fireEvent } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { RosterIndex } from "../../src/server/directory/roster-index.ts";
import { collegeReads } from "../../src/server/college/college-reads.ts";
import { createPageReader } from "../../src/server/pages/page-reader.ts";
import { directoryReads } from "../../src/server/directory/cardinals.ts";
import { matchPage } from "../app/pages.tsx";
import { prefetchPage, renderPage } from "../../src/server/pages/render-page.tsx";
import { createSiteHandler } from "../../src/server/pages/site.ts";
import { lazyApiDocument } from "../../src/server/open-data/openapi-document.ts";
import { DEFAULT_PUBLIC_READ_LIMIT } from "../../src/server/http/public-reads.ts";
import { createTestDb } from "../../src/server/test/test-db.ts";
import { conclaveState } from "../../src/shared/conclave.ts";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { DEFAULT_SITE_CONFIG } from "../lib/site-config.ts";
import { App } from "../app/app.tsx";

const TODAY = "2026-01-30";
const t = createTestDb();
const roster = new RosterIndex(t.db, () => TODAY);
const site = createSiteHandler({
  db: t.db, roster, files: new Map(), assets: { scripts: { en: ["/assets/main.js"] }, styles: [] },
  config: () => ({ dataAsOf: t.dataAsOf, contactEmail: "", donationUrl: "", gameName: "Gull-B-Gone" }),
  photosDir: "/nonexistent-photos", today: () => TODAY, profiles: t.profiles,
});
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});
afterAll(() => t.cleanup());

const ORIGIN = "https://cardinalis.example";
async function get(path: string) {
  const url = new URL(ORIGIN + path);
  const res = await site.handle(new Request(url), url);
  return { status: res.status, html: await res.text() };
}
/** The rendered page as a DOM, without the scripts that would hydrate it: what a reader without JavaScript gets. */
function parsed(html: string) {
  const el = document.createElement("div");
  el.innerHTML = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="query-state"'));
  return el;
}
const electorSlugs = (el: ParentNode) => [...el.querySelectorAll("[data-elector]")].map((e) => e.getAttribute("data-elector"));

test("/habemus-papam lists every elector with his Latin given names and surname, and the three announcements with sources", async () => {
  const { status, html } = await get("/habemus-papam");
  expect(status).toBe(200);
  expect(html).toContain("<title>Habemus Papam decoder: the electors&#39; names in Latin · Cardinalis</title>");
  const page = parsed(html);
  const electors = roster.current().entries.filter((e) => e.cardinal.isElector).length;
  expect(electorSlugs(page)).toHaveLength(electors);
  const parolin = page.querySelector('[data-elector="pietro-parolin"]')!;
  expect(parolin.textContent).toContain("Petrum Parolin");
  expect(parolin.querySelector("a")?.getAttribute("href")).toBe("/cardinal/pietro-parolin");
  expect(page.textContent).toContain("Dominum Georgium Marium Sanctae Romanae Ecclesiae Cardinalem Bergoglio");
  const sources = [...page.querySelectorAll("blockquote + p a")].map((a) => a.getAttribute("href"));
  expect(sources).toHaveLength(3);
  expect(sources.every((href) => href?.startsWith("https://"))).toBe(true);
  // A plain GET form: the search works without JavaScript.
  const form = page.querySelector("main form[role=search]")!;
  expect([form.getAttribute("method"), form.getAttribute("action"), form.querySelector("input")?.getAttribute("name")]).toEqual(["get", "/habemus-papam", "q"]);
});

test("?q=Petr is filtered on the server: Parolin is found, and only those whose names contain it", async () => {
  const page = parsed((await get("/habemus-papam?q=Petr")).html);
  const found = electorSlugs(page);
  expect(found).toContain("pietro-parolin");
  expect(found.length).toBeLessThan(20);
  expect(page.querySelector("input[name=q]")?.getAttribute("value")).toBe("Petr");
  expect(page.querySelector("[data-testid=latin-count]")?.textContent).toContain(`${found.length} of`);
  expect(electorSlugs(parsed((await get("/habemus-papam?q=nobody-by-this-name")).html))).toEqual([]);
});

test("in another language the form stays on that language's page", async () => {
  const page = parsed((await get("/it/habemus-papam?q=Petr")).html);
  expect(page.querySelector("main form[role=search]")?.getAttribute("action")).toBe("/it/habemus-papam");
  expect(electorSlugs(page)).toContain("pietro-parolin");
});

test("the page is in the sitemap", async () => {
  expect((await get("/sitemap.xml")).html).toContain(`<loc>${ORIGIN}/habemus-papam</loc>`);
});

test("a profile shows the offices he holds with their source, and an elector's given names in Latin", async () => {
  const re = parsed((await get("/cardinal/giovanni-battista-re")).html);
  const offices = re.querySelector("[data-testid=college-offices]")!;
  expect(offices.textContent).toContain("Dean of the College of Cardinals, since 18 January 2020");
  expect(offices.querySelector("a")?.getAttribute("href")).toStartWith("https://");
  expect(re.querySelector("[data-testid=latin-name]")).toBeNull();
  const parolin = parsed((await get("/cardinal/pietro-parolin")).html);
  expect(parolin.querySelector("[data-testid=latin-name]")?.textContent).toContain("Dominum Petrum Sanctae Romanae Ecclesiae Cardinalem Parolin");
  expect(parolin.querySelector("[data-testid=college-offices]")).toBeNull();
});

test("the live page says who presides: the Dean and the Vice-Dean are over 80, so the senior elector", async () => {
  const live = parsed((await get("/live-stream")).html);
  const box = live.querySelector("[data-testid=vacancy-offices]")!;
  expect(box.querySelectorAll("[data-office]")).toHaveLength(6);
  expect(box.querySelector('[data-office="protodeacon"]')?.textContent).toContain("Dominique Mamberti");
  const president = box.querySelector("[data-testid=conclave-president]")!.textContent!;
  expect(president).toContain("Pietro Parolin");
  expect(president).toContain("the Dean is 92 and the Vice-Dean is 82");
});

test("hydrated, the decoder filters as the visitor types, with no request and no reload", async () => {
  // The layout's own reads (session, settings) go to the real API; the decoder's list must not.
  const api = serveApiForComponents(TODAY);
  const reader = createPageReader({
    db: t.db, directory: directoryReads(roster).inProcess, profiles: t.profiles, photos: () => ({ photos: {} }),
    apiDocument: lazyApiDocument(DEFAULT_PUBLIC_READ_LIMIT), college: collegeReads(roster),
    // Normal times: no vacancy recorded, so no banner.
    conclave: () => conclaveState([], [], `${TODAY}T12:00:00Z`),
  });
  const config = { ...DEFAULT_SITE_CONFIG, today: TODAY };
  const server = await renderPage("/habemus-papam", "", await prefetchPage(matchPage("/habemus-papam", ""), reader), config);
  history.replaceState(null, "", "/habemus-papam");
  const container = document.createElement("div");
  container.innerHTML = server.html;
  document.body.appendChild(container);
  delete document.documentElement.dataset.hydrated;
  await act(async () => {
    root = hydrateRoot(container, <App config={config} client={createQueryClient()} state={server.state} />);
  });
  for (let i = 0; i < 200 && document.documentElement.dataset.hydrated !== "true"; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  const all = electorSlugs(container).length;
  expect(all).toBeGreaterThan(100);
  const input = container.querySelector<HTMLInputElement>("input[name=q]")!;
  act(() => { fireEvent.change(input, { target: { value: "Ludovicum Ant" } }); });
  expect(electorSlugs(container)).toEqual(["luis-antonio-tagle"]);
  expect(location.search).toBe("?q=Ludovicum%20Ant");
  act(() => { fireEvent.change(input, { target: { value: "" } }); });
  expect(electorSlugs(container)).toHaveLength(all);
  expect(location.search).toBe("");
  expect(api.requests.filter((r) => r.startsWith("/api/latin-names"))).toEqual([]);
  api.stop();
});
