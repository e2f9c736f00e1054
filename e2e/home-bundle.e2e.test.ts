/**
 * The games are loaded lazily: the home page's JavaScript must not contain
 * them. Every script a page loads (until the network is idle) is collected
 * and searched for strings that only the game code holds. The same markers
 * must turn up on the game pages, or the check could never fail.
 */
import { expect, test } from "bun:test";
import { HIGH_SCORES_KEY } from "../games/gull-b-gone/high-scores.ts";
import { WARNING_TEXT } from "../games/gull-b-gone/render.ts";
import { HIGH_SCORE_KEY } from "../games/sacred-smoke/high-score.ts";
import { TRIVIA } from "../games/sacred-smoke/trivia.ts";
import { newVisitorPage } from "./browser.ts";
import { siteInChromium } from "./harness.ts";

/** A trivia fact without quotes, so the minifier cannot escape it differently. */
const plainFact = TRIVIA.find((fact) => !/['"]/.test(fact));

/** Strings from each game's module and host page; none of them is used elsewhere on the site. */
const GAMES = {
  "/conclave-game": [HIGH_SCORE_KEY, plainFact ?? "no plain trivia fact"],
  "/vatican-sniper": [HIGH_SCORES_KEY, WARNING_TEXT],
} as const;

/** What each page shows once its own code (a lazily loaded chunk for the games) has run. */
const SHOWN: Record<string, string> = {
  "/": "[data-cardinal]",
  "/conclave-game": "[data-testid=votes-counter]",
  "/vatican-sniper": "[data-testid=gull-phase]",
};

const e2e = siteInChromium();

/** url → body of every script the page fetched until it showed its content and the network went idle. */
async function scriptsOf(path: string): Promise<Map<string, string>> {
  const page = await newVisitorPage(e2e.browser);
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(response.text().then((body) => void scripts.set(response.url(), body)));
  });
  await page.goto(e2e.site.url + path);
  // Network idle alone can come before a busy machine has even asked for the lazy chunk.
  await page.locator(SHOWN[path]!).first().waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await page.close();
  return scripts;
}

/** Scripts holding `marker`. */
const containing = (scripts: Map<string, string>, marker: string) =>
  [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);

test("the home page loads no game code; each game's page does", async () => {
  const home = await scriptsOf("/");
  expect(home.size).toBeGreaterThan(0);
  for (const [path, markers] of Object.entries(GAMES)) {
    const game = await scriptsOf(path);
    // The game page loads more than the home page: its lazy chunk.
    const extra = [...game.keys()].filter((url) => !home.has(url));
    expect(extra.length).toBeGreaterThan(0);
    for (const marker of markers) {
      expect({ path, marker, found: containing(game, marker).length > 0 }).toEqual({ path, marker, found: true });
      expect({ marker, onHome: containing(home, marker) }).toEqual({ marker, onHome: [] });
    }
  }
});
