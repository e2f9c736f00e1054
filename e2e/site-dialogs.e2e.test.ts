import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { newVisitorPage } from "./browser.ts";
import { siteInChromium } from "./harness.ts";

/**
 * The page's clock stands still from the start, so only runFor moves it: a slow machine cannot let
 * a dialog open early on its own.
 */
async function withStoppedClock(page: Page): Promise<void> {
  const installed = Date.parse("2026-01-30T09:00:00Z");
  await page.clock.install({ time: installed });
  // The clock runs between the two calls (for longer on a busy machine), and pausing cannot go
  // back in time: stop it a minute later. No page is loaded yet, so the jump fires nothing.
  await page.clock.pauseAt(installed + 60_000);
}

/**
 * Moves the stopped clock in small steps until the selector is on the page. The page needs time
 * to pass while it loads; the dialogs load after it and arm their timers when
 * `html[data-site-dialogs=ready]` appears, so on return at most one step has passed since then.
 */
async function stepClockUntil(page: Page, selector: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await page.locator(selector).count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${selector} did not appear`);
    await page.clock.runFor(STEP_MS);
  }
}
const STEP_MS = 20;
const CARDS_AND_DIALOG_TIMERS = "html[data-site-dialogs='ready'] [data-cardinal]";
const DIALOG_TIMERS = "html[data-site-dialogs='ready']";

const e2e = siteInChromium({ CONTACT_EMAIL: "corrections@example.org", DONATION_URL: "https://donate.example.org/cardinalis" });

test("the welcome dialog opens after 500 ms and, once dismissed, stays away after a reload", async () => {
  const page = await newVisitorPage(e2e.browser, { dialogsSeen: false });
  await withStoppedClock(page);
  await page.goto(e2e.site.url + "/");
  await stepClockUntil(page, CARDS_AND_DIALOG_TIMERS);
  await page.clock.runFor(300);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.clock.runFor(400);
  const welcome = page.getByRole("dialog", { name: "Welcome to Cardinalis" });
  await welcome.waitFor();
  expect(await welcome.getByRole("link", { name: "corrections@example.org" }).getAttribute("href")).toBe("mailto:corrections@example.org");
  await welcome.getByRole("button", { name: "I understand" }).click();
  await welcome.waitFor({ state: "detached" });
  await page.reload();
  await stepClockUntil(page, CARDS_AND_DIALOG_TIMERS);
  await page.clock.runFor(2000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.close();
});

test("the donation prompt opens after 30 s, links out in a new tab, and is remembered", async () => {
  const page = await newVisitorPage(e2e.browser, { dialogsSeen: false });
  await page.addInitScript(() => localStorage.setItem("cardinalis.welcomeSeen", "1"));
  await withStoppedClock(page);
  await page.goto(e2e.site.url + "/conclave-game");
  await stepClockUntil(page, DIALOG_TIMERS);
  await page.clock.runFor(29_000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.clock.runFor(1_500);
  const donation = page.getByRole("dialog", { name: "Support this site" });
  await donation.waitFor();
  const donate = donation.getByRole("link", { name: "Donate by card" });
  expect(await donate.getAttribute("href")).toBe("https://donate.example.org/cardinalis");
  expect(await donate.getAttribute("target")).toBe("_blank");
  await donation.getByRole("button", { name: "Maybe later" }).click();
  await donation.waitFor({ state: "detached" });
  await page.reload();
  await stepClockUntil(page, DIALOG_TIMERS);
  await page.clock.runFor(31_000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.close();
});

test("a first visit from a browser that prefers Spanish is offered the same page in Spanish, in Spanish; the welcome waits until it is answered, and the answer is remembered", async () => {
  const page = await newVisitorPage(e2e.browser, { dialogsSeen: false, locale: "es-ES" });
  await withStoppedClock(page);
  await page.goto(e2e.site.url + "/?region=Europe");
  await stepClockUntil(page, CARDS_AND_DIALOG_TIMERS);
  const offer = page.getByRole("complementary", { name: "Español" });
  await offer.waitFor();
  expect(await offer.getAttribute("lang")).toBe("es");
  expect(await offer.getByText("Esta página también está en español.").count()).toBe(1);
  // The same page, filters kept.
  expect(await offer.getByRole("link", { name: "Leerla en español" }).getAttribute("href")).toBe("/es/?region=Europe");
  // Well past the welcome's half second: it waits while the offer shows.
  await page.clock.runFor(2000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await offer.getByRole("button", { name: "No, gracias" }).click();
  await offer.waitFor({ state: "detached" });
  await page.clock.runFor(STEP_MS);
  await page.getByRole("dialog", { name: "Welcome to Cardinalis" }).waitFor();
  await page.reload();
  await stepClockUntil(page, CARDS_AND_DIALOG_TIMERS);
  await page.clock.runFor(1000);
  expect(await page.getByRole("complementary", { name: "Español" }).count()).toBe(0);
  await page.close();
});
