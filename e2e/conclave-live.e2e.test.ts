/**
 * Conclave mode in Chromium against the real executable: pages already open
 * follow the operator's events without a reload (through the event stream,
 * and through polling where a page has no EventSource), the opt-in white-smoke
 * alert fires, and screenshots of the banner in each phase and of the live
 * page are kept at 1366 and 390 pixels.
 */
import { beforeAll, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { siteInChromium } from "./harness.ts";
import { newVisitorPage } from "./browser.ts";
import { startSite } from "./server.ts";
import { eventually } from "./eventually.ts";

const PASSWORD = "conclave e2e password";
const SOURCE = "https://www.vaticannews.va/en/vatican-city.html";
const SHOTS = join(import.meta.dir, "..", ".tmp", "shots", "conclave");

const e2e = siteInChromium({ ADMIN_PASSWORD: PASSWORD });
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const sessions = new Map<string, string>();
/** The operator, through the API, as the dashboard's Conclave tab does it (on the file's site unless told). */
async function record(body: Record<string, unknown>, site = e2e.site.url) {
  const headers = { "content-type": "application/json", origin: site };
  if (!sessions.has(site)) {
    const login = await fetch(`${site}/api/admin/login`, { method: "POST", headers, body: JSON.stringify({ password: PASSWORD }) });
    expect(login.status).toBe(200);
    sessions.set(site, login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "));
  }
  const res = await fetch(`${site}/api/admin/conclave/events`, { method: "POST", headers: { ...headers, cookie: sessions.get(site)! }, body: JSON.stringify({ sourceUrl: SOURCE, ...body }) });
  expect(res.status).toBe(201);
}

const banner = (page: Page) => page.getByTestId("conclave-banner");
/** Waits until the banner reads `text`, then checks the page was never reloaded. */
async function bannerSays(page: Page, text: string | RegExp) {
  await banner(page).filter({ hasText: text }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}
async function openMarked(path: string, width: number, init?: () => void, site = e2e.site.url) {
  const page = await newVisitorPage(e2e.browser, { width });
  if (init) await page.addInitScript(init);
  await page.goto(site + path);
  // Survives only as long as the document does: a reload would lose it.
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
  return page;
}
const shoot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });

test("two open pages follow a black smoke, a white one and the election without a reload; a page without EventSource follows by polling; the result reads without JavaScript", async () => {
  const wide = await openMarked("/", 1366);
  const narrow = await openMarked("/live-stream", 390);
  // A browser (or proxy) that cannot hold a stream: the page polls GET /api/conclave instead.
  const polling = await openMarked("/conclave-insights", 1366, () => { Object.defineProperty(window, "EventSource", { value: undefined }); });
  expect(await banner(wide).count()).toBe(0);

  const now = Date.now();
  await record({ type: "vacancy", cause: "death", at: new Date(now - 3 * 3_600_000).toISOString() });
  for (const page of [wide, narrow, polling]) await bannerSays(page, "Sede vacante since");
  await shoot(wide, "banner-sede-vacante-1366");
  // The directory's filter appeared with the vacancy; it lists the frozen electorate the state counts.
  const electors = ((await (await fetch(`${e2e.site.url}/api/conclave`)).json()) as { electors: { count: number } }).electors.count;
  await wide.getByRole("link", { name: "Electors in this conclave" }).click();
  await wide.waitForURL(/conclaveElectors=true/);
  await wide.getByTestId("result-count").filter({ hasText: String(electors) }).waitFor();
  await shoot(narrow, "banner-sede-vacante-390");

  await record({ type: "conclave-start", at: new Date(now - 2 * 3_600_000).toISOString() });
  for (const page of [wide, narrow]) await bannerSays(page, "Conclave under way since");

  // The visitor on the phone asks to be told of white smoke (headless Chromium refuses notifications: title and tone).
  await narrow.getByRole("button", { name: "Tell me when there is white smoke" }).first().click();
  await narrow.getByRole("button", { name: /I will tell you when there is white smoke/ }).first().waitFor();

  await record({ type: "ballot", smoke: "black" });
  for (const page of [wide, narrow, polling]) await bannerSays(page, /ballot 1: black smoke at \d\d:\d\d/);
  await narrow.getByTestId("conclave-timeline").getByText("Ballot 1:").waitFor();
  await shoot(wide, "banner-black-smoke-1366");
  await shoot(narrow, "banner-black-smoke-390");

  await record({ type: "ballot", smoke: "white" });
  for (const page of [wide, narrow, polling]) await bannerSays(page, "WHITE SMOKE");
  await narrow.waitForFunction(() => document.title.includes("WHITE SMOKE"));
  // The headline pulses, except for a visitor who asked for reduced motion.
  const animation = () => banner(wide).getByText("WHITE SMOKE", { exact: true }).evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).toBe("pulse");
  await wide.emulateMedia({ reducedMotion: "reduce" });
  expect(await animation()).toBe("none");
  await wide.emulateMedia({ reducedMotion: "no-preference" });
  await shoot(wide, "banner-white-smoke-1366");
  await shoot(narrow, "banner-white-smoke-390");

  await record({ type: "elected", slug: "pietro-parolin", papalName: "John XXIV" });
  for (const page of [wide, narrow, polling]) await bannerSays(page, "Habemus Papam: Pietro Parolin, John XXIV");
  expect(await banner(wide).getByRole("link", { name: "Pietro Parolin, John XXIV" }).getAttribute("href")).toBe("/cardinal/pietro-parolin");
  await shoot(wide, "banner-elected-1366");
  await shoot(narrow, "banner-elected-390");

  const live = await openMarked("/live-stream", 1366);
  await live.getByTestId("conclave-panel").getByText("Habemus Papam").waitFor();
  await shoot(live, "live-page-elected-1366", true);
  await shoot(narrow, "live-page-elected-390", true);
  for (const page of [wide, narrow, polling, live]) await page.close();

  // The same without JavaScript: the server wrote the banner and the timeline into the page.
  const plain = await e2e.browser.newPage({ viewport: { width: 390, height: 900 }, javaScriptEnabled: false });
  await plain.goto(`${e2e.site.url}/live-stream`);
  expect(await banner(plain).textContent()).toContain("Habemus Papam: Pietro Parolin, John XXIV");
  expect(await plain.getByTestId("conclave-timeline").textContent()).toContain("white smoke");
  await plain.close();
});

test("an open page follows the conclave across a restart of the server: its stream comes back by itself, nothing recorded is lost", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-restart-"));
  const dbPath = join(dir, "site.db");
  let site = await startSite({ ADMIN_PASSWORD: PASSWORD }, { dbPath });
  try {
    const page = await openMarked("/fun-polls", 1366, undefined, site.url);
    let streamsOpened = 0;
    page.on("response", (res) => { if (new URL(res.url()).pathname === "/api/conclave/events" && res.status() === 200) streamsOpened += 1; });
    await record({ type: "vacancy", cause: "renunciation", at: new Date(Date.now() - 3_600_000).toISOString() }, site.url);
    await bannerSays(page, "Sede vacante since");
    const port = Number(new URL(site.url).port);
    const streamsBefore = streamsOpened;
    await site.stop();
    site = await startSite({ ADMIN_PASSWORD: PASSWORD }, { dbPath, port });
    sessions.delete(site.url);
    await record({ type: "conclave-start", at: new Date(Date.now() - 60_000).toISOString() }, site.url);
    await bannerSays(page, "Conclave under way since");
    await record({ type: "ballot", smoke: "black" }, site.url);
    await bannerSays(page, /ballot 1: black smoke at/);
    // The page opened its stream again on the restarted server (not only polled it).
    await eventually(() => expect(streamsOpened).toBeGreaterThan(streamsBefore));
    await page.close();
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
