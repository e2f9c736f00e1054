import { expect, test } from "bun:test";
import { newVisitorPage } from "./browser.ts";
import { siteInChromium } from "./harness.ts";

const e2e = siteInChromium({ CONTACT_EMAIL: "corrections@example.org", DONATION_URL: "https://donate.example.org/cardinalis" });

test("the welcome dialog opens after 500 ms and, once dismissed, stays away after a reload", async () => {
  const page = await newVisitorPage(e2e.browser, { dialogsSeen: false });
  await page.clock.install();
  await page.goto(e2e.site.url + "/");
  await page.locator("[data-cardinal]").first().waitFor();
  await page.clock.runFor(300);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.clock.runFor(400);
  const welcome = page.getByRole("dialog", { name: "Welcome to Cardinalis" });
  await welcome.waitFor();
  expect(await welcome.getByRole("link", { name: "corrections@example.org" }).getAttribute("href")).toBe("mailto:corrections@example.org");
  await welcome.getByRole("button", { name: "I understand" }).click();
  await welcome.waitFor({ state: "detached" });
  await page.reload();
  await page.locator("[data-cardinal]").first().waitFor();
  await page.clock.runFor(2000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.close();
});

test("the donation prompt opens after 30 s, links out in a new tab, and is remembered", async () => {
  const page = await newVisitorPage(e2e.browser, { dialogsSeen: false });
  await page.addInitScript(() => localStorage.setItem("cardinalis.welcomeSeen", "1"));
  await page.clock.install();
  await page.goto(e2e.site.url + "/conclave-game");
  await page.clock.runFor(29_000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.clock.runFor(1_500);
  const donation = page.getByRole("dialog", { name: "Support this site" });
  await donation.waitFor();
  const donate = donation.getByRole("link", { name: "Donate by card" });
  expect(await donate.getAttribute("href")).toBe("https://donate.example.org/cardinalis");
  expect(await donate.getAttribute("target")).toBe("_blank");
  await donation.getByRole("button", { name: "Maybe later" }).click();
  await page.reload();
  await page.clock.runFor(31_000);
  expect(await page.getByRole("dialog").count()).toBe(0);
  await page.close();
});
