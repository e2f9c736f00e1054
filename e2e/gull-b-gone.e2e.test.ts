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
import { DEFAULT_GAME_NAME } from "../src/shared/participation.ts";
import { newVisitorPage } from "./browser.ts";
import { eventually } from "./eventually.ts";
import { siteInChromium, waitUntilInteractive } from "./harness.ts";

type TestWindow = Window & {
  __gullState?: GameState;
  __gull?: { toClient(point: Point): Point };
};

const e2e = siteInChromium();
/** The level-4 game of the last test; it starts at once so its idle wait overlaps the first test. */
let idleGame: Promise<Page>;
/** The same, on a 390 px phone, for the end screen's layout there. */
let idlePhoneGame: Promise<Page>;

beforeAll(async () => {
  const idle = (width?: number) => open("/vatican-sniper?seed=123&test=1&level=4", width).then(async (page) => {
    await start(page);
    return page;
  });
  idleGame = idle();
  idlePhoneGame = idle(390);
  idleGame.catch(() => {}); // reported by the test that awaits it
  idlePhoneGame.catch(() => {});
});

async function open(path: string, width?: number): Promise<Page> {
  const page = await newVisitorPage(e2e.browser, { width });
  await page.goto(e2e.site.url + path);
  await waitUntilInteractive(page);
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
    { polling: 100 },
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
});

test("an idle player at level 4 reaches game over: final score as m:ss, and 0 is no high score", async () => {
  const page = await idleGame;
  const overlay = page.locator('[data-overlay="game-over"]');
  await overlay.waitFor();
  const state = await page.evaluate(() => (window as TestWindow).__gullState);
  expect(state?.phase).toBe("game-over-lose");
  expect(state?.birdCount).toBe(LEVELS[3]!.maxBirds);

  expect(await page.getByTestId("gull-final-score").textContent()).toBe("FINAL SCORE 0");
  // The end screen's clock is the one the bar shows.
  const bar = await page.getByTestId("gull-time-left").textContent();
  expect(await page.getByTestId("gull-score-time").textContent()).toBe(`SCORE 0 TIME LEFT ${bar}`);
  expect(await overlay.getByRole("button", { name: "RESTART" }).isVisible()).toBe(true);
  expect(await overlay.getByRole("button", { name: "MAIN MENU" }).isVisible()).toBe(true);
  expect(await overlay.getByAltText("Game over").count()).toBe(1);

  // A score of 0 is no high score, even with an empty table.
  await overlay.getByRole("button", { name: "SHOW HIGH SCORES" }).waitFor();
  expect(await overlay.getByRole("textbox", { name: /YOUR INITIALS/ }).count()).toBe(0);
  await page.close();
});

test("on a 390 px phone the whole end screen is visible: nothing is cut off by the stage", async () => {
  const page = await idlePhoneGame;
  const overlay = page.locator('[data-overlay="game-over"]');
  await overlay.waitFor();
  const button = overlay.getByRole("button", { name: "SHOW HIGH SCORES" });
  await button.waitFor();
  const clipped = await page.evaluate(() => {
    const stage = document.querySelector<HTMLElement>("[data-testid=gull-stage]")!.getBoundingClientRect();
    const el = document.querySelector<HTMLElement>('[data-overlay="game-over"]')!;
    const box = el.getBoundingClientRect();
    const inside = [...el.querySelectorAll("button, input, img, p")].every((c) => {
      const r = c.getBoundingClientRect();
      return r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.bottom <= stage.bottom + 1;
    });
    return { inside, scrolls: el.scrollHeight > el.clientHeight + 1 };
  });
  expect(clipped).toEqual({ inside: true, scrolls: false });
  await page.close();
});

test("P pauses and resumes: the clock and the gulls stand still in between; the button does the same", async () => {
  const page = await open("/vatican-sniper?seed=5&test=1");
  await start(page);
  const frame = () => page.evaluate(() => (window as TestWindow).__gullState!.levelFrame);
  await page.keyboard.press("p");
  await page.getByTestId("gull-paused").waitFor();
  const held = await frame();
  // Wait for something the page shows (frames keep being drawn) rather than for a time.
  const drawnAt = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));
  expect(drawnAt).toBeGreaterThan(0);
  expect(await frame()).toBe(held);
  await page.keyboard.press("p");
  await eventually(async () => expect(await frame()).toBeGreaterThan(held));
  await page.getByRole("button", { name: "Pause" }).click();
  await page.getByTestId("gull-paused").waitFor();
  await page.getByTestId("gull-paused").getByRole("button", { name: "Resume" }).click();
  await eventually(async () => expect(await page.getByTestId("gull-paused").count()).toBe(0));
  await page.close();
});

test("a hidden tab pauses the game by itself", async () => {
  const page = await open("/vatican-sniper?seed=5&test=1");
  await start(page);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.getByTestId("gull-paused").waitFor();
  expect(await page.evaluate(() => (window as TestWindow).__gullState!.paused)).toBe(true);
  await page.close();
});

test("Big Mode on an upright phone turns the game to use the long side, and a tap still lands where it is aimed", async () => {
  const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.addInitScript(() => {
    localStorage.setItem("cardinalis.welcomeSeen", "1");
    localStorage.setItem("cardinalis.donationSeen", "1");
  });
  await page.goto(e2e.site.url + "/vatican-sniper?seed=5&test=1");
  await page.getByRole("button", { name: "Play in Big Mode" }).click();
  await page.locator("[data-turned]").waitFor();
  const corners = await page.evaluate(() => {
    const g = (window as TestWindow).__gull!;
    return [g.toClient({ x: 0, y: 0 }), g.toClient({ x: 800, y: 0 })];
  });
  // The game's 800-wide side now runs down the screen and is longer than the screen is wide.
  expect(Math.abs(corners[1]!.x - corners[0]!.x)).toBeLessThan(1);
  expect(corners[1]!.y - corners[0]!.y).toBeGreaterThan(450);
  await page.getByRole("button", { name: "TAP TO START" }).tap();
  await eventually(async () => expect(await page.getByTestId("gull-phase").textContent()).toBe("playing"));
  const target = await page.evaluate(() => (window as TestWindow).__gull!.toClient({ x: 200, y: 150 }));
  await page.touchscreen.tap(target.x, target.y);
  await eventually(async () => {
    const aim = await page.evaluate(() => (window as TestWindow).__gullState!.aim);
    expect(Math.round(aim!.x)).toBeCloseTo(200, -1);
    expect(Math.round(aim!.y)).toBeCloseTo(150, -1);
  });
  await page.close();
});

test("at 1366x768 the whole canvas and its Pause button are in view without scrolling", async () => {
  const page = await newVisitorPage(e2e.browser, { width: 1366, height: 768 });
  await page.goto(e2e.site.url + "/vatican-sniper?seed=5&test=1");
  await waitUntilInteractive(page);
  await start(page);
  const pause = page.getByRole("button", { name: "Pause" });
  await pause.waitFor();
  const [canvas, button] = await Promise.all([page.getByTestId("gull-canvas").boundingBox(), pause.boundingBox()]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(canvas!.y + canvas!.height).toBeLessThanOrEqual(768);
  expect(button!.y + button!.height).toBeLessThanOrEqual(768);
  // Still a game worth playing: the canvas keeps most of its width.
  expect(canvas!.width).toBeGreaterThan(600);
  await page.screenshot({ path: "/work/wt/shots/visitor/gull-1366x768.png" });
  await page.close();
});

test("on a touch screen the paused game offers Resume without a keyboard hint", async () => {
  const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.addInitScript(() => {
    localStorage.setItem("cardinalis.welcomeSeen", "1");
    localStorage.setItem("cardinalis.donationSeen", "1");
  });
  await page.goto(e2e.site.url + "/vatican-sniper?seed=5&test=1");
  await page.getByRole("button", { name: "TAP TO START" }).tap();
  await eventually(async () => expect(await page.getByTestId("gull-phase").textContent()).toBe("playing"));
  await page.getByRole("button", { name: "Pause" }).tap();
  await page.getByTestId("gull-paused").getByRole("button", { name: "Resume" }).waitFor();
  expect(await page.getByTestId("gull-paused").getByText("or press P").count()).toBe(0);
  await page.screenshot({ path: "/work/wt/shots/visitor/gull-390-touch-paused.png" });
  await page.close();
});
