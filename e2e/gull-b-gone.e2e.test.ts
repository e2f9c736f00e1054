/**
 * Gull-B-Gone in Chromium against the built executable. `?seed=123` fixes
 * the birds and `?test=1` exposes the state (`window.__gullState`) and the
 * canvas mapping (`window.__gull.toClient`), so the test can click a bird;
 * `&level=4` starts at the last level, where an idle player loses quickly.
 */
import { beforeAll, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { GameState, Point } from "../games/gull-b-gone/index.ts";
import { BIRD_H, BIRD_W, LEVELS, POINTS_PERCHED } from "../games/gull-b-gone/state.ts";
import { DEFAULT_GAME_NAME } from "../islands/gull-b-gone/queries.ts";
import { newVisitorPage } from "./browser.ts";
import { eventually } from "./eventually.ts";
import { siteInChromium } from "./harness.ts";

type TestWindow = Window & {
  __gullState?: GameState;
  __gull?: { toClient(point: Point): Point };
};

const e2e = siteInChromium();
/** The level-4 game of the last test; it starts at once so its idle wait overlaps the first test. */
let idleGame: Promise<Page>;

beforeAll(async () => {
    idleGame = open("/vatican-sniper?seed=123&test=1&level=4").then(async (page) => {
    await start(page);
    return page;
  });
  idleGame.catch(() => {}); // reported by the test that awaits it
}, 120_000);

async function open(path: string): Promise<Page> {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + path);
  return page;
}

async function start(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start Game" }).click();
  await eventually(async () => expect(await page.getByTestId("gull-phase").textContent()).toBe("playing"));
}

const score = (page: Page) => page.getByTestId("gull-score");

test("the title is the game-name default; a seeded game scores 10 for a perched gull", async () => {
  const page = await open("/vatican-sniper?seed=123&test=1");
  const title = page.getByTestId("gull-title");
  await eventually(async () => expect(await title.textContent()).toBe(DEFAULT_GAME_NAME));
  expect(DEFAULT_GAME_NAME).toBe("Gull-B-Gone");
  await page.getByTestId("gull-overlay").getByRole("heading", { name: DEFAULT_GAME_NAME }).waitFor();
  await start(page);
  expect(await score(page).textContent()).toBe("0");

  // Level 1 sends one gull at a time; the first to land is our target.
  const perched = await page.waitForFunction(
    () => (window as TestWindow).__gullState?.birds.find((b) => b.state === "perched" && !b.isShot)?.id,
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  const id = (await perched.jsonValue()) as number;
  await page.getByTestId("gull-canvas").scrollIntoViewIfNeeded();
  const at = await page.evaluate(
    ({ id, w, h }) => {
      const win = window as TestWindow;
      const bird = win.__gullState?.birds.find((b) => b.id === id);
      if (!bird || !win.__gull) throw new Error("the bird or the test hook is gone");
      return win.__gull.toClient({ x: bird.x + w / 2, y: bird.y + h / 2 });
    },
    { id, w: BIRD_W, h: BIRD_H },
  );
  await page.mouse.click(at.x, at.y);

  await eventually(async () => expect(await score(page).textContent()).toBe(String(POINTS_PERCHED)));
  const shot = await page.evaluate((id) => (window as TestWindow).__gullState?.birds.find((b) => b.id === id), id);
  // The bird poofs for 250 ms and is then removed.
  expect(shot === undefined || shot.isShot).toBe(true);
  await page.close();
}, 45_000);

test("an idle player at level 4 reaches game over: final score and the initials form", async () => {
  const page = await idleGame;
  const overlay = page.locator('[data-overlay="game-over"]');
  await overlay.waitFor({ timeout: 40_000 });
  const state = await page.evaluate(() => (window as TestWindow).__gullState);
  expect(state?.phase).toBe("game-over-lose");
  expect(state?.birdCount).toBe(LEVELS[3]!.maxBirds);

  expect(await page.getByTestId("gull-final-score").textContent()).toBe("FINAL SCORE 0");
  expect(await page.getByTestId("gull-score-time").textContent()).toMatch(/^SCORE 0 TIME \d+$/);
  expect(await overlay.getByRole("button", { name: "RESTART" }).isVisible()).toBe(true);
  expect(await overlay.getByRole("button", { name: "MAIN MENU" }).isVisible()).toBe(true);

  // No scores are stored yet, so even 0 qualifies.
  const initials = overlay.getByRole("textbox", { name: /YOUR INITIALS/ });
  const save = overlay.getByRole("button", { name: "Save" });
  await initials.waitFor();
  expect(await save.isDisabled()).toBe(true);
  await initials.fill(" ab");
  expect(await save.isDisabled()).toBe(false);
  await save.click();
  await eventually(async () => expect(await overlay.getByTestId("gull-high-scores").textContent()).toContain("1. AB"));
  expect(await initials.count()).toBe(0);
  await page.close();
}, 45_000);
