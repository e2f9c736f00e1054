import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { newVisitorPage } from "./browser.ts";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";

const e2e = siteInChromium({ CONTACT_EMAIL: "editor@example.org" });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Clicks a tab and waits until its panel is the visible one. */
async function openTab(page: Page, name: string, expectText: string | RegExp) {
  await page.getByRole("tab", { name, exact: true }).click();
  await eventually(async () => expect(await page.getByRole("tab", { name, exact: true }).getAttribute("aria-selected")).toBe("true"));
  await page.getByRole("tabpanel").getByText(expectText).first().waitFor();
}

for (const width of [1280, 390]) {
  test(`Conclave Insights at ${width}px: figures, tabs, papabili links`, async () => {
    const page = await newVisitorPage(e2e.browser, { width });
    await page.goto(e2e.site.url + "/conclave-insights");
    await page.getByRole("heading", { name: "Conclave Insights", level: 1 }).waitFor();
    await openTab(page, "Papabili", "Younger Cardinals (Under 70)");
    expect(await page.getByRole("link", { name: /View full profile/ }).count()).toBe(8);
    await openTab(page, "Geographical", /Europe/);
    await openTab(page, "Voting", /two-thirds/i);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  });

  test(`the new pope's page and the deep dive at ${width}px`, async () => {
    const page = await newVisitorPage(e2e.browser, { width });
    await page.goto(e2e.site.url + "/new-holy-father");
    await page.getByRole("heading", { name: /Leo XIV/ }).first().waitFor();
    await openTab(page, "Notable Quotes", /./);
    await openTab(page, "Priorities", /./);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole("link", { name: /deep dive/i }).first().click();
    await page.waitForURL(/\/deep-dive-pope-leo$/);
    await openTab(page, "Theological Positions", "Engagement with Modernist Theology");
    await page.getByRole("button", { name: "The Traditional Latin Mass and Liturgy" }).click();
    await eventually(async () => expect(await page.getByRole("button", { name: "The Traditional Latin Mass and Liturgy" }).getAttribute("aria-expanded")).toBe("true"));
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole("link", { name: /new-holy-father|Back/i }).first().click();
    await page.waitForURL(/\/new-holy-father$/);
    await page.close();
  });

  test(`Why a Pope? at ${width}px: one historical item open at a time`, async () => {
    const page = await newVisitorPage(e2e.browser, { width });
    await page.goto(e2e.site.url + "/why-a-pope");
    await page.getByRole("heading", { name: "Why a Pope?", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Historical", exact: true }).click();
    const items = page.getByRole("tabpanel").getByRole("button");
    await items.first().click();
    await items.nth(1).click();
    await eventually(async () => expect(await items.first().getAttribute("aria-expanded")).toBe("false"));
    await eventually(async () => expect(await items.nth(1).getAttribute("aria-expanded")).toBe("true"));
    await page.getByRole("tab", { name: "Objections", exact: true }).click();
    const objections = page.getByRole("tabpanel").getByRole("button");
    await objections.first().click();
    await objections.nth(1).click();
    await eventually(async () => {
      expect(await objections.first().getAttribute("aria-expanded")).toBe("true");
      expect(await objections.nth(1).getAttribute("aria-expanded")).toBe("true");
    });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  });

  test(`privacy and terms at ${width}px`, async () => {
    const page = await newVisitorPage(e2e.browser, { width });
    await page.goto(e2e.site.url + "/privacy");
    await page.getByRole("link", { name: "editor@example.org" }).first().waitFor();
    await page.getByRole("link", { name: "Terms of Use" }).click();
    await page.waitForURL(/\/terms$/);
    await page.getByText(/not affiliated/i).first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.close();
  });
}
