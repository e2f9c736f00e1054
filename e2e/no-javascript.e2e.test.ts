/**
 * The site as a phone with JavaScript turned off reads it (390 px), and the
 * HTML checks that keep it sound: the Nu Html Checker on the server's HTML and
 * axe-core on the rendered pages at 1366 and 390 px. The real executable on a
 * fresh database, in Chromium.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";
import { PAGE_WAIT_MS } from "./timeouts.ts";
import { AXE_PAGES, AXE_WIDTHS, NU_PAGES, axeViolations, nuErrors } from "../tools/page-checks.ts";

const PASSWORD = "e2e operator password for the no-script checks";
const e2e = siteInChromium({ ADMIN_PASSWORD: PASSWORD });
let noScript: BrowserContext;

/** One change in the public log, so /changes is checked with a row and not only empty. */
async function recordAChange(): Promise<void> {
  const json = { "content-type": "application/json", origin: e2e.site.url };
  const login = await fetch(`${e2e.site.url}/api/admin/login`, { method: "POST", headers: json, body: JSON.stringify({ password: PASSWORD }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const edit = await fetch(`${e2e.site.url}/api/admin/roster/pietro-parolin`, {
    method: "PATCH", headers: { ...json, cookie },
    body: JSON.stringify({ changes: { birthPlace: "Schiavon, Vicenza" }, sourceUrl: "https://www.vatican.va/roman_curia/secretariat_state/", note: "A change for the no-script checks" }),
  });
  expect(edit.status).toBe(200);
}

beforeAll(async () => {
  await recordAChange();
  noScript = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  noScript.setDefaultTimeout(PAGE_WAIT_MS);
});
afterAll(() => noScript?.close());

async function withoutScript(path: string): Promise<Page> {
  const page = await noScript.newPage();
  await page.goto(e2e.site.url + path);
  return page;
}

const cards = (page: Page) => page.locator("[data-cardinal]");
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("without JavaScript a directory card is a link that opens the cardinal's own page, headed by his name", async () => {
  const page = await withoutScript("/?search=parolin");
  await cards(page).first().click();
  await page.waitForURL(/\/cardinal\/pietro-parolin$/);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Pietro Parolin");
  await page.close();
});

test("without JavaScript the filter form applies rank, country, religious order and creating pope, and the quick filters sit above the list", async () => {
  const page = await withoutScript("/");
  const quick = page.getByRole("group", { name: "Quick filters" });
  const [quickBox, firstCard] = await Promise.all([quick.boundingBox(), cards(page).first().boundingBox()]);
  expect(quickBox!.y).toBeLessThan(firstCard!.y);
  await page.getByRole("combobox", { name: "Country" }).selectOption("Italy");
  await page.getByRole("combobox", { name: "Created by" }).selectOption("Pope Benedict XVI");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/country=Italy/);
  const url = new URL(page.url());
  expect(url.searchParams.get("createdBy")).toBe("Pope Benedict XVI");
  const countries = await page.locator("[data-cardinal] dd").allInnerTexts();
  expect(countries.filter((t) => t === "Italy").length).toBe(await cards(page).count());
  expect(await cards(page).count()).toBeGreaterThan(0);
  // A quick filter is a link that keeps the menus' choices.
  await quick.getByRole("link", { name: "Europe" }).click();
  await page.waitForURL(/region=Europe/);
  expect(new URL(page.url()).searchParams.get("country")).toBe("Italy");
  await page.getByRole("combobox", { name: "Rank" }).selectOption("bishop");
  await page.getByRole("combobox", { name: "Religious order" }).selectOption("");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/rank=bishop/);
  await page.getByTestId("result-count").waitFor();
  expect(await page.getByTestId("result-count").innerText()).toMatch(/^\(\d+ results?\)$/);
  await page.close();
});

test("without JavaScript the phone menu opens and leads to a page", async () => {
  const page = await withoutScript("/");
  const insights = page.locator("#mobile-menu").getByRole("link", { name: "Conclave Insights" });
  expect(await insights.isVisible()).toBe(false);
  await page.getByLabel("Open menu", { exact: true }).click();
  await insights.click();
  await page.waitForURL(/\/conclave-insights$/);
  await page.close();
});

test("without JavaScript /changes shows the log and /fun-polls every question", async () => {
  const changes = await withoutScript("/changes");
  const row = changes.locator("[data-change]").first();
  await row.getByRole("link", { name: "Pietro Parolin" }).waitFor();
  expect(await row.innerText()).toContain("Schiavon, Vicenza");
  expect(await changes.getByText("Loading changes...").count()).toBe(0);
  await changes.close();
  const polls = await withoutScript("/fun-polls");
  await polls.getByRole("heading", { name: "How many days will the next conclave last?" }).waitFor();
  expect(await polls.locator("[data-poll]").count()).toBeGreaterThan(5);
  await polls.getByText(/Voting in the polls\s+needs JavaScript/).waitFor();
  await polls.close();
});

for (const path of ["/why-a-pope", "/deep-dive-pope-leo"]) {
  test(`without JavaScript every accordion answer of ${path} is shown`, async () => {
    const page = await withoutScript(path);
    const bodies = page.locator("[data-disclosure-body]");
    const count = await bodies.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      expect(await bodies.nth(i).isVisible()).toBe(true);
      expect((await bodies.nth(i).innerText()).trim().length).toBeGreaterThan(40);
    }
    await page.close();
  });
}

test("Conclave Insights does not pan sideways on a phone, with or without JavaScript", async () => {
  const page = await withoutScript("/conclave-insights");
  expect(await pageWidth(page)).toBe(390);
  await page.close();
  const live = await e2e.open("/conclave-insights", 390);
  await live.getByRole("tab", { name: /Geograph/ }).click();
  await live.getByRole("heading", { name: "Electors by region" }).waitFor();
  await eventually(async () => expect(await pageWidth(live)).toBe(390));
  await live.close();
});

test("with JavaScript a card still opens the panel over the list, and its address is the cardinal's page", async () => {
  const page = await e2e.open("/?search=parolin", 390);
  const card = cards(page).first();
  expect(await card.getAttribute("href")).toBe("/cardinal/pietro-parolin");
  await card.click();
  await page.getByRole("dialog").getByRole("heading", { name: "Pietro Parolin", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(new URL(page.url()).searchParams.get("cardinalId")).toBe("pietro-parolin");
  await page.close();
});

test("the Nu Html Checker finds no error on /, a cardinal's page, Conclave Insights and /changes (with a change in it)", async () => {
  expect(await nuErrors(e2e.site.url, NU_PAGES)).toEqual([]);
});

for (const width of AXE_WIDTHS) {
  for (const path of AXE_PAGES) {
    test(`axe finds no serious or critical violation on ${path} at ${width} px`, async () => {
      expect(await axeViolations(e2e.browser, e2e.site.url, [path], [width])).toEqual([]);
    });
  }
}
