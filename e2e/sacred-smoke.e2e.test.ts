/**
 * Sacred Smoke in Chromium against the built executable. `?seed=` fixes the
 * board, so the first vote lies where `createState({}, seed)` puts it, and
 * `?clock=` shortens the conclave clock so 'Game Over' comes in seconds.
 */
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { GRID } from "../games/sacred-smoke/constants.ts";
import { createState } from "../games/sacred-smoke/state.ts";
import { newVisitorPage } from "./browser.ts";
import { eventually } from "./eventually.ts";
import { siteInChromium } from "./harness.ts";

/** A seed whose first vote lies on the player's row, left of the centre. */
const SEED = 6;
/**
 * The conclave clock of the keyboard test. Walking to the vote takes under a second of game
 * time; the rest is slack for a busy machine, where the key may arrive seconds after Start.
 */
const CLOCK_S = 10;
const CENTRE = Math.floor(GRID / 2);

const e2e = siteInChromium();

async function open(path: string, width = 1280): Promise<Page> {
  const page = await newVisitorPage(e2e.browser, { width });
  await page.goto(e2e.site.url + path);
  return page;
}

const counter = (page: Page) => page.getByTestId("votes-counter");

async function votesShown(page: Page): Promise<number> {
  const text = (await counter(page).textContent()) ?? "";
  const match = /^Votes: (\d+)\/30$/.exec(text.trim());
  if (!match) throw new Error(`unexpected counter: ${text}`);
  return Number(match[1]);
}

function firstVote(): { x: number; y: number } {
  const vote = createState({}, SEED).votes[0];
  if (!vote) throw new Error("the seeded board has no vote");
  // The test walks left along the player's row; the seed must keep it there.
  expect(vote.y).toBe(CENTRE);
  expect(vote.x).toBeLessThan(CENTRE);
  return vote;
}

test("keyboard: walk to the seeded vote, see the counter change, then 'Game Over' when the clock runs out", async () => {
  firstVote();
  const page = await open(`/conclave-game?seed=${SEED}&clock=${CLOCK_S}`);
  // On a desktop the on-screen pad stays hidden.
  await page.getByRole("button", { name: "Start Game" }).waitFor();
  expect(await page.getByTestId("arrow-pad").isVisible()).toBe(false);
  expect(await votesShown(page)).toBe(0);

  await page.getByRole("button", { name: "Start Game" }).click();
  await page.getByTestId("start-overlay").waitFor({ state: "detached" });
  // Holding the arrow walks the whole row to the wall, over the vote.
  await page.keyboard.down("ArrowLeft");
  await eventually(async () => expect(await votesShown(page)).toBeGreaterThanOrEqual(1));
  await page.keyboard.up("ArrowLeft");

  const end = page.getByTestId("end-overlay");
  await end.waitFor();
  expect(await end.getByRole("heading").textContent()).toBe("Game Over");
  const collected = await votesShown(page);
  expect(await end.textContent()).toContain(`You collected ${collected} votes`);
  expect(await end.getByRole("button", { name: "Play Again" }).isVisible()).toBe(true);
  // The high score is kept under conclaveGameHighScore and shown.
  expect(await page.evaluate(() => localStorage.getItem("conclaveGameHighScore"))).toBe(collected > 0 ? String(collected) : null);
  expect(await page.getByTestId("high-score").textContent()).toBe(`High score: ${collected}`);
  await page.close();
});

test("a 390 px phone shows the arrow pad, and its buttons move the player to the vote", async () => {
  const vote = firstVote();
  const page = await open(`/conclave-game?seed=${SEED}&clock=30`, 390);
  const pad = page.getByTestId("arrow-pad");
  await pad.waitFor({ state: "visible" });
  for (const name of ["Move up", "Move left", "Move right", "Move down"]) {
    expect(await pad.getByRole("button", { name }).isVisible()).toBe(true);
  }
  await page.getByRole("button", { name: "Start Game" }).click();
  await page.getByTestId("start-overlay").waitFor({ state: "detached" });
  // Tap left until the counter shows the vote: each tap moves the player at least a cell, and
  // taps past the vote only meet the wall. The counter, not a pause, says when to stop.
  expect(vote.x).toBeLessThan(CENTRE);
  const left = pad.getByRole("button", { name: "Move left" });
  await eventually(async () => {
    await left.click();
    expect(await votesShown(page)).toBeGreaterThanOrEqual(1);
  });
  await page.close();
});

test("on a 390x844 phone in play, ▼ sits clear of the bottom edge and the board starts right under the HUD", async () => {
  const page = await e2e.open("/conclave-game", 390);
  await page.getByRole("button", { name: "Start Game" }).click();
  await page.getByRole("button", { name: "Pause" }).waitFor();
  const down = await page.getByRole("button", { name: "Move down" }).boundingBox();
  expect(down!.y + down!.height).toBeLessThanOrEqual(844 - 24);
  // Trivia floats over the board: the board's top does not move when it goes.
  const boardTop = () => page.getByTestId("game-canvas").evaluate((c) => c.getBoundingClientRect().top);
  const withTrivia = await boardTop();
  await page.getByTestId("trivia").waitFor({ state: "detached" });
  expect(await boardTop()).toBe(withTrivia);
  await page.close();
});
