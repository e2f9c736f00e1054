/**
 * The Habemus Papam decoder in Chromium against the real executable: the
 * search narrows the list as the visitor types, without a reload; with
 * JavaScript off, the same search is a GET form the server answers. Also the
 * offices and Latin name on a profile, and screenshots of both at a laptop's
 * and a phone's width.
 */
import { beforeAll, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";

const SHOTS = join(import.meta.dir, "..", ".tmp", "shots", "habemus");
const e2e = siteInChromium();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const electors = (page: Page) => page.locator("main [data-elector]");

test("typing part of a Latin given name narrows the list at once, on the same page", async () => {
  const page = await e2e.open("/habemus-papam");
  const all = await electors(page).count();
  expect(all).toBeGreaterThan(100);
  await page.evaluate(() => { (window as unknown as { sameDocument?: boolean }).sameDocument = true; });
  const box = page.getByLabel("Latin given name or surname");
  await box.pressSequentially("Petr");
  await eventually(async () => expect(await electors(page).count()).toBeLessThan(20));
  await page.locator('main [data-elector="pietro-parolin"]').waitFor();
  expect(await page.getByTestId("latin-count").textContent()).toMatch(/^\d+ of \d+ electors match “Petr”$/);
  await page.waitForURL(/\?q=Petr$/);
  await box.fill("Ludovicum Antonium");
  await eventually(async () => expect(await electors(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-elector")))).toEqual(["luis-antonio-tagle"]));
  await box.fill("");
  await eventually(async () => expect(await electors(page).count()).toBe(all));
  // Never a reload: the flag set on this document is still there.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.close();
});

test("without JavaScript the search is a GET form the server answers", async () => {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/habemus-papam`);
  await page.getByLabel("Latin given name or surname").fill("Petr");
  await page.locator("main").getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/habemus-papam\?q=Petr$/);
  await page.locator('main [data-elector="pietro-parolin"]').waitFor();
  expect(await electors(page).count()).toBeLessThan(20);
  await context.close();
});

for (const width of [1024, 1280]) {
  test(`at ${width} px every entry of the navigation can be reached and the header's search box keeps its room`, async () => {
    const page = await e2e.open("/habemus-papam", width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const header = page.locator("header").first();
    if (width < 1280) await header.locator('summary[aria-label="Open menu"]').click();
    await header.getByRole("link", { name: "Habemus Papam" }).waitFor();
    await header.getByRole("link", { name: "Sacred Smoke" }).waitFor();
    await header.screenshot({ path: join(SHOTS, `header-${width}.png`) });
    const search = await page.locator("header input[name=search]").boundingBox();
    expect(search!.width).toBeGreaterThan(120);
    await page.close();
  });
}

for (const width of [1366, 390]) {
  test(`screenshots at ${width} px: the decoder, a search, and profiles with an office and a Latin name`, async () => {
    const page = await e2e.open("/habemus-papam", width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SHOTS, `habemus-papam-${width}.png`) });
    await page.getByLabel("Latin given name or surname").fill("Ioannem");
    await page.waitForURL(/\?q=Ioannem$/);
    await page.screenshot({ path: join(SHOTS, `habemus-papam-search-${width}.png`), fullPage: true });
    for (const slug of ["dominique-mamberti", "pietro-parolin"]) {
      await page.goto(`${e2e.site.url}/cardinal/${slug}`);
      await page.getByTestId("latin-name").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByTestId("latin-name").scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `profile-${slug}-${width}.png`), fullPage: width > 500 });
    }
    await page.goto(`${e2e.site.url}/live-stream`);
    await page.getByTestId("vacancy-offices").waitFor();
    await page.screenshot({ path: join(SHOTS, `live-stream-${width}.png`), fullPage: true });
    await page.close();
  });
}
