import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";

const e2e = siteInChromium();
const open = (path: string, width?: number) => e2e.open(path, width);

const panel = (page: Page) => page.getByRole("dialog");

test("a card opens the panel; Escape closes it, drops cardinalId and returns focus to the card", async () => {
  const page = await open("/?search=parolin");
  const card = page.locator('[data-cardinal="pietro-parolin"]');
  await card.click();
  await page.waitForURL(/cardinalId=pietro-parolin/);
  await panel(page).getByRole("heading", { name: "Pietro Parolin" }).waitFor();
  await panel(page).getByText("Secretary of State of His Holiness").first().waitFor();
  await panel(page).getByRole("heading", { name: "Biographical Summary" }).waitFor();
  await page.keyboard.press("Escape");
  await eventually(async () => expect(await panel(page).count()).toBe(0));
  expect(new URL(page.url()).searchParams.get("cardinalId")).toBeNull();
  expect(new URL(page.url()).searchParams.get("search")).toBe("parolin");
  await eventually(async () => expect(await card.evaluate((el) => el === document.activeElement)).toBe(true));
  await page.close();
});

test("?cardinalId= opens the panel on load with the profile's tabs", async () => {
  const page = await open("/?cardinalId=peter-erdo");
  await panel(page).getByRole("heading", { name: "Péter Erdő" }).waitFor();
  await panel(page).getByRole("tab", { name: "Ratings" }).click();
  await panel(page).getByText("Orthodoxy").waitFor();
  await panel(page).getByRole("tab", { name: "Sources" }).click();
  const link = panel(page).getByRole("tabpanel", { name: "Sources" }).getByRole("link").first();
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  await panel(page).getByRole("button", { name: "Close" }).click();
  await eventually(async () => expect(page.url()).toBe(e2e.site.url + "/"));
  await page.close();
});

test("every cardinal has a summary and sources, even without a profile file", async () => {
  const page = await open("/?cardinalId=giovanni-battista-re");
  await panel(page).getByText(/was born on 30 January 1934 in Brescia/).waitFor();
  await panel(page).getByRole("tab", { name: "Sources" }).click();
  await panel(page).getByRole("link", { name: /Holy See Press Office/ }).waitFor();
  await panel(page).getByRole("link", { name: /Wikidata/ }).waitFor();
  await page.close();
});

test("/cardinal/{slug} shows the panel with its own title; closing goes home", async () => {
  const html = await (await fetch(`${e2e.site.url}/cardinal/luis-antonio-tagle`)).text();
  expect(html).toContain("<title>Luis Antonio Tagle · Cardinalis</title>");
  const page = await open("/cardinal/luis-antonio-tagle");
  await panel(page).getByRole("heading", { name: "Luis Antonio Tagle" }).waitFor();
  await page.locator("[data-testid=panel-backdrop]").click({ position: { x: 10, y: 400 } });
  await page.waitForURL(e2e.site.url + "/");
  await page.close();
});

test("a mistyped cardinal on /cardinal/{slug} stays a 404 page that offers the closest names", async () => {
  expect((await fetch(`${e2e.site.url}/cardinal/parolinn`)).status).toBe(404);
  const page = await open("/cardinal/parolinn");
  await page.getByRole("heading", { name: "Cardinal Not Found" }).waitFor();
  await page.getByRole("link", { name: "Pietro Parolin" }).click();
  await page.waitForURL(e2e.site.url + "/cardinal/pietro-parolin");
  await panel(page).getByRole("heading", { name: "Pietro Parolin" }).waitFor();
  await page.close();
});

test("a mistyped ?cardinalId= opens a panel that says the cardinal was not found", async () => {
  const page = await open("/?cardinalId=parolinn");
  await page.getByRole("dialog", { name: "Cardinal not found" }).getByText(/No cardinal is listed as “parolinn”/).waitFor();
  expect(await page.getByText("Loading cardinal information...").count()).toBe(0);
  await page.close();
});

test("the panel fills a 390 px phone without sideways scrolling", async () => {
  const page = await open("/?cardinalId=charles-maung-bo", 390);
  await panel(page).getByRole("heading", { name: "Charles Maung Bo SDB" }).waitFor();
  await panel(page).getByRole("tab", { name: "Sources" }).click();
  const box = (await panel(page).boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(390);
  // Nothing may push the panel's content sideways: every block starts inside the screen.
  const offscreen = await panel(page).evaluate((el) =>
    [...el.querySelectorAll("h2, h3, p, dl, img, [role=tablist], [role=tabpanel]")].filter((c) => c.getBoundingClientRect().left < 0).length);
  expect(offscreen).toBe(0);
  const tabs = (await panel(page).getByRole("tablist").boundingBox())!;
  expect(tabs.x + tabs.width).toBeLessThanOrEqual(390);
  await page.close();
});
