/**
 * Behind a TLS-terminating proxy (TRUST_PROXY=1, X-Forwarded-Proto: https,
 * X-Forwarded-Host) every absolute address the server writes uses the
 * visitor's scheme and host, and the page cache keeps the variants apart; page
 * renders of uncached pages are bounded per address. The handler the
 * executable mounts, on a real database with the real content.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler, type SiteDeps } from "./site.ts";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";

const TODAY = "2026-01-30";
const t = createTestApp(TODAY);
afterAll(() => t.cleanup());
const roster = new RosterIndex(t.db, () => TODAY);

function site(overrides: Partial<SiteDeps> = {}) {
  const handler = createSiteHandler({
    db: t.db, roster, files: new Map(), assets: { scripts: { en: ["/assets/main.js"] }, styles: [] },
    config: () => ({ dataAsOf: t.dataAsOf, contactEmail: "", donationUrl: "", gameName: "Gull-B-Gone" }),
    photosDir: "/nonexistent-photos", today: () => TODAY, profiles: t.profiles, trustProxy: 1, secret: "test-secret", ...overrides,
  });
  return async (url: string, headers: Record<string, string> = {}) => {
    const req = new Request(url, { headers });
    return handler.handle(req, new URL(req.url), () => "127.0.0.1");
  };
}

const PROXIED = { "x-forwarded-proto": "https", "x-forwarded-host": "cardinalis.example", "x-forwarded-for": "203.0.113.9" };
const INTERNAL = "http://10.0.0.5:3000";
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)">/);
const ogUrlOf = (html: string) => attr(html, /<meta property="og:url" content="([^"]*)">/);

describe("absolute addresses behind a TLS proxy", () => {
  test("canonical, og:url and the Person's url say https and the public host", async () => {
    const get = site();
    const html = await (await get(`${INTERNAL}/cardinal/pietro-parolin`, PROXIED)).text();
    expect(canonicalOf(html)).toBe("https://cardinalis.example/cardinal/pietro-parolin");
    expect(ogUrlOf(html)).toBe("https://cardinalis.example/cardinal/pietro-parolin");
    const person = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(person.url).toBe("https://cardinalis.example/cardinal/pietro-parolin");
  });

  test("the page cache is keyed on scheme and host: the proxied and the direct page never share a copy", async () => {
    const get = site();
    expect(canonicalOf(await (await get(`${INTERNAL}/why-a-pope`, PROXIED)).text())).toBe("https://cardinalis.example/why-a-pope");
    expect(canonicalOf(await (await get(`${INTERNAL}/why-a-pope`)).text())).toBe(`${INTERNAL}/why-a-pope`);
    expect(canonicalOf(await (await get(`${INTERNAL}/why-a-pope`, { ...PROXIED, "x-forwarded-proto": "http" })).text())).toBe("http://cardinalis.example/why-a-pope");
    expect(canonicalOf(await (await get(`${INTERNAL}/why-a-pope`, PROXIED)).text())).toBe("https://cardinalis.example/why-a-pope");
  });

  test("without TRUST_PROXY the forwarding headers are ignored; a forwarded host that is not a host name is never believed", async () => {
    expect(canonicalOf(await (await site({ trustProxy: 0 })(`${INTERNAL}/`, PROXIED)).text())).toBe(`${INTERNAL}/`);
    const html = await (await site()(`${INTERNAL}/`, { ...PROXIED, "x-forwarded-host": 'evil.example/"><script>' })).text();
    expect(canonicalOf(html)).toBe("https://10.0.0.5:3000/");
    expect(html).not.toContain("evil.example");
  });

  test("the sitemap's <loc> entries and robots' Sitemap: line", async () => {
    const get = site();
    const sitemap = new XMLParser().parse(await (await get(`${INTERNAL}/sitemap.xml`, PROXIED)).text());
    const locs = (sitemap.urlset.url as { loc: string }[]).map((u) => u.loc);
    expect(locs).toContain("https://cardinalis.example/cardinal/pietro-parolin");
    expect(locs.every((l) => l.startsWith("https://cardinalis.example/"))).toBe(true);
    expect(await (await get(`${INTERNAL}/robots.txt`, PROXIED)).text()).toContain("Sitemap: https://cardinalis.example/sitemap.xml");
  });

  test("the Atom feed's links and the calendar's URL: lines", async () => {
    const op = new VisitorClient(t.app, "198.51.100.30");
    expect((await op.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
    expect((await op.request("PATCH", "/api/admin/roster/mykola-bychok", { changes: { currentPosition: "Eparch (proxy test)" }, sourceUrl: "https://example.org/source" })).status).toBe(200);
    const feed = await (await t.app.request(`${INTERNAL}/changes.atom`, { headers: PROXIED })).text();
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(feed).feed;
    expect(parsed.id).toBe("https://cardinalis.example/changes");
    const entry = Array.isArray(parsed.entry) ? parsed.entry[0] : parsed.entry;
    expect(entry.link.find((l: { rel: string }) => l.rel === "alternate").href).toBe("https://cardinalis.example/cardinal/mykola-bychok");
    const ics = await (await t.app.request(`${INTERNAL}/api/export/turning-80.ics`, { headers: PROXIED })).text();
    const urls = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((v) => String(v.getFirstPropertyValue("url")));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.startsWith("https://cardinalis.example/cardinal/"))).toBe(true);
  });
});

describe("writes through the proxy", () => {
  const correction = { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon (Vicenza)", sourceUrl: "https://example.org/source" };
  const post = (origin: string) => t.app.request(`${INTERNAL}/api/corrections`, {
    method: "POST", body: JSON.stringify(correction),
    headers: { ...PROXIED, "x-forwarded-for": "203.0.113.77", "content-type": "application/json", origin },
  });

  test("a page on the public host may write although the proxy passes an internal Host; another site still may not", async () => {
    expect((await post("https://cardinalis.example")).status).toBe(201);
    expect((await post("https://evil.example")).status).toBe(403);
  });
});

describe("renders of uncached pages are bounded per address", () => {
  test("past the limit one address gets 429 with Retry-After; cached pages and other addresses are still served", async () => {
    const get = site({ renderLimit: { count: 3, windowMs: 60_000 } });
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (const path of ["/", "/why-a-pope", "/cardinal/pietro-parolin"]) expect((await get(`http://localhost${path}`, from("203.0.113.40"))).status).toBe(200);
    const refused = await get("http://localhost/?variant=4", from("203.0.113.40"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Too many pages");
    // A page already rendered costs nothing, so it is still answered.
    expect((await get("http://localhost/why-a-pope", from("203.0.113.40"))).status).toBe(200);
    // Another address has its own allowance; the page it renders is then cached for everyone.
    expect((await get("http://localhost/?variant=4", from("203.0.113.41"))).status).toBe(200);
    expect((await get("http://localhost/?variant=4", from("203.0.113.40"))).status).toBe(200);
  });

  test("a full page cache lets its oldest page go, not every page", async () => {
    // Four renders allowed: a page answered without counting one was served from the cache.
    const get = site({ renderLimit: { count: 4, windowMs: 60_000 }, pageCacheSize: 3 });
    const from = { "x-forwarded-for": "203.0.113.50" };
    for (const n of [1, 2, 3, 4]) expect((await get(`http://localhost/?v=${n}`, from)).status).toBe(200);
    expect((await get("http://localhost/?v=2", from)).status).toBe(200);
    expect((await get("http://localhost/?v=4", from)).status).toBe(200);
    expect((await get("http://localhost/?v=1", from)).status).toBe(429);
  });

  test("a limit of 0 turns it off", async () => {
    const get = site({ renderLimit: { count: 0, windowMs: 60_000 } });
    for (let i = 0; i < 5; i++) expect((await get(`http://localhost/?n=${i}`)).status).toBe(200);
  });
});
