/**
 * The operator dashboard in Chromium against the built executable, started
 * with ADMIN_PASSWORD: nothing changes without a session; the operator signs
 * in, changes the game name and the livestream message, sees both on the
 * site, and signs out.
 */
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { newVisitorPage } from "./browser.ts";
import { eventually } from "./eventually.ts";
import { siteInChromium } from "./harness.ts";

const PASSWORD = "e2e operator password for the conclave";
const GAME_NAME = "Seagull Patrol";
const MESSAGE = "White smoke expected <b>soon</b>.\nStay tuned!";

const e2e = siteInChromium({ ADMIN_PASSWORD: PASSWORD });

async function openAdmin(): Promise<Page> {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + "/admin1190");
  return page;
}

const setting = async (key: string) => ((await (await fetch(`${e2e.site.url}/api/site-settings/${key}`)).json()) as { value: string }).value;

test("without signing in nothing can be changed", async () => {
  const page = await openAdmin();
  await page.getByRole("heading", { name: "Operator Sign In" }).waitFor();
  await page.getByLabel("Password").waitFor();
  expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  expect(await page.getByRole("tab").count()).toBe(0);

  // The page's own context: same origin and JSON, so only the missing session stops it.
  const status = await page.evaluate(async () => (await fetch("/api/site-settings/game-name", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ value: "Hacked" }),
  })).status);
  expect(status).toBe(401);

  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").getByText("That password is not correct").waitFor();
  expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  expect(await setting("game-name")).toBe("Gull-B-Gone");
  await page.close();
});

test("the operator changes the game name and the livestream message, sees them on the site, and signs out", async () => {
  const page = await openAdmin();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  await page.getByText("Connected Successfully").waitFor();
  const toast = page.getByTestId("toast");

  await page.getByRole("tab", { name: "Game Settings" }).click();
  const game = page.getByRole("region", { name: "Game Name", exact: true });
  await eventually(async () => expect(await game.getByLabel("Current Game Name").inputValue()).toBe("Gull-B-Gone"));
  expect(await game.getByRole("button", { name: "Update Game Name" }).isDisabled()).toBe(true);
  await game.getByLabel("New Game Name").fill(GAME_NAME);
  await game.getByRole("button", { name: "Update Game Name" }).click();
  await toast.getByText("Game name updated successfully").waitFor();
  await eventually(async () => expect(await game.getByLabel("Current Game Name").inputValue()).toBe(GAME_NAME));
  // The header link follows the rename at once, without a reload.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: GAME_NAME }).waitFor();

  await page.getByRole("tab", { name: "Site Messages" }).click();
  const live = page.getByRole("region", { name: "Livestream Page Message", exact: true });
  await live.getByLabel("Message", { exact: true }).fill(MESSAGE);
  const preview = page.getByRole("region", { name: "Livestream Page Message preview" });
  await eventually(async () => expect(await preview.innerText()).toContain("White smoke expected <b>soon</b>.\nStay tuned!"));
  await live.getByRole("button", { name: "Update Message" }).click();
  await toast.getByText("Livestream page message updated successfully").waitFor();
  expect(await setting("livestream-page-message")).toBe(MESSAGE);

  // The shell carries the game name, so a reload shows it in the navigation.
  await page.reload();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: GAME_NAME }).waitFor();
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

  const sniper = await newVisitorPage(e2e.browser);
  await sniper.goto(e2e.site.url + "/vatican-sniper");
  await eventually(async () => expect(await sniper.getByTestId("gull-title").textContent()).toBe(GAME_NAME));
  await eventually(async () => expect(await sniper.title()).toBe(`${GAME_NAME}: clear the Sistine Chapel roof · Cardinalis`));
  // A client-side navigation back to the game titles the tab with the operator's name too.
  const nav = sniper.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Home" }).click();
  await eventually(async () => expect(await sniper.title()).not.toContain(GAME_NAME));
  await nav.getByRole("link", { name: GAME_NAME }).click();
  await eventually(async () => expect(await sniper.title()).toBe(`${GAME_NAME}: clear the Sistine Chapel roof · Cardinalis`));
  await sniper.goto(e2e.site.url + "/live-stream");
  const notice = sniper.getByRole("complementary", { name: "Notice from the site" });
  await eventually(async () => expect(await notice.innerText()).toBe("White smoke expected <b>soon</b>.\nStay tuned!"));
  expect(await notice.locator("b").count()).toBe(0);
  await sniper.close();

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("heading", { name: "Operator Sign In" }).waitFor();
  expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  await page.reload();
  await page.getByLabel("Password").waitFor();
  const after = await page.evaluate(async () => (await fetch("/api/site-settings/game-name", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ value: "Hacked" }),
  })).status);
  expect(after).toBe(401);
  await page.close();
});
