/**
 * A game in another language, in Chromium against the built executable: the
 * Polish page's start screen, its HUD once hydrated and the start-of-game fact
 * come in Polish (the words are read in the browser, from the app built with
 * the page's language's messages, not only rendered by the server); the same
 * in Spanish, whose page runs the Spanish build.
 */
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { siteInChromium } from "./harness.ts";
import pl from "../content/i18n/messages/games/pl.json" with { type: "json" };
import es from "../content/i18n/messages/games/es.json" with { type: "json" };

const e2e = siteInChromium();

/** Starts the game from its start screen, then checks the first fact, the pause button and the arrow pad read in `words`' language. */
async function startsInLanguage(page: Page, words: Record<"games_start_game" | "games_smoke_did_you_know" | "games_pause" | "games_smoke_move_left", string>): Promise<void> {
  const start = page.getByTestId("start-overlay");
  await start.getByRole("button", { name: words.games_start_game }).click();
  await start.waitFor({ state: "detached" });
  expect(await page.getByTestId("trivia").textContent()).toContain(words.games_smoke_did_you_know);
  expect(await page.getByRole("button", { name: words.games_pause }).isVisible()).toBe(true);
  expect(await page.getByTestId("arrow-pad").getByRole("button", { name: words.games_smoke_move_left }).isVisible()).toBe(true);
  await page.close();
}

test("Sacred Smoke in Polish: start screen, HUD, the first fact and the arrow pad in Polish", async () => {
  const page = await e2e.open("/pl/conclave-game?clock=30", 390);
  const start = page.getByTestId("start-overlay");
  expect(await start.textContent()).toContain("Wygraj konklawe: zbierz 30 głosów");
  expect(await page.getByTestId("votes-counter").textContent()).toBe("Głosy: 0/30");
  await startsInLanguage(page, pl);
});

test("Sacred Smoke in Spanish: the Spanish app, its buttons and the first fact in Spanish", async () => {
  const page = await e2e.open("/es/conclave-game?clock=30", 390);
  expect(await page.locator("script[type=module][src]").getAttribute("src")).toMatch(/\/assets\/boot-es-/);
  await startsInLanguage(page, es);
});
