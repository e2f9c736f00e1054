/**
 * Game frames: one `step` plus one render of each game's worst case, in
 * Chromium, as a share of a 16.7 ms frame (60 fps). Sacred Smoke with every
 * cap filled on the 10x10 board; Gull-B-Gone with one bird fewer than the
 * losing count on screen at level 1 (69) and level 4 (39). Report only.
 */
import { join } from "node:path";
import { launchChromium } from "../../e2e/browser.ts";
import { defineSection } from "../lib/types.ts";
import type { Measurement, Scenario } from "./_game-frames-entry.ts";

const FRAME_MS = 1000 / 60;
const WARMUP = 300;
const ITERATIONS = 1000;
const ROUNDS = 3;
/** Served by page.route (nothing listens there); localhost is a secure context, so COOP+COEP isolate the page. */
const PAGE_URL = "http://localhost/game-frames.html";

interface GameFrames {
  keys: string[];
  describe(key: string): Scenario;
  measure(key: string, options: { warmup: number; iterations: number }): Measurement;
  flushFloor(width: number, height: number, iterations: number): number;
}

async function bundle(): Promise<string> {
  const result = await Bun.build({
    entrypoints: [join(import.meta.dir, "_game-frames-entry.ts")],
    target: "browser",
    format: "iife",
    minify: true,
    sourcemap: "none",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  if (!result.success || !result.outputs[0]) throw new AggregateError(result.logs, "the game-frames bundle failed");
  return result.outputs[0].text();
}

const ms = (x: number) => (x < 1 ? x.toFixed(3) : x.toFixed(2));

export default defineSection({
  name: "game-frames",
  order: 50,
  description: "one step + one render in Chromium as a share of a 16.7 ms frame: Sacred Smoke full board, Gull-B-Gone at its most birds (levels 1 and 4)",
  async run(ctx) {
    const script = await bundle();
    const browser = await launchChromium();
    const results: Record<string, { scenario: Scenario; best: Measurement; rounds: Measurement[] }> = {};
    const floors: Record<string, number> = {};
    let isolated = false;
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      const html = `<!doctype html><html><head><meta charset="utf-8"><title>game frames</title></head><body style="margin:0"><script>${script.replace(/<\/script/gi, "<\\/script")}</script></body></html>`;
      await page.route(PAGE_URL, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          headers: { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" },
          body: html,
        }),
      );
      await page.goto(PAGE_URL);
      const keys = await page.evaluate(() => (globalThis as unknown as { gameFrames: GameFrames }).gameFrames.keys);
      for (const key of keys) {
        const scenario = await page.evaluate((k) => (globalThis as unknown as { gameFrames: GameFrames }).gameFrames.describe(k), key);
        const rounds: Measurement[] = [];
        // A few rounds, the lowest median kept, so a busy moment on the machine counts less.
        for (let i = 0; i < ROUNDS; i++) {
          rounds.push(await page.evaluate(
            ([k, o]) => (globalThis as unknown as { gameFrames: GameFrames }).gameFrames.measure(k, o),
            [key, { warmup: WARMUP, iterations: ITERATIONS }] as const,
          ));
        }
        const best = rounds.reduce((a, b) => (b.totalMs < a.totalMs ? b : a));
        isolated = best.isolated;
        results[key] = { scenario, best, rounds };
        const size = `${scenario.width}×${scenario.height}`;
        floors[size] ??= await page.evaluate(
          ([w, h, n]) => (globalThis as unknown as { gameFrames: GameFrames }).gameFrames.flushFloor(w, h, n),
          [scenario.width, scenario.height, ITERATIONS] as const,
        );
        ctx.log(`${scenario.name}: ${scenario.detail}: ${ms(best.totalMs)} ms (step ${ms(best.stepMs)}, draw calls ${ms(best.drawMs)}, raster ${ms(best.rasterMs)}), rounds ${rounds.map((r) => ms(r.totalMs)).join("/")}`);
      }
    } finally {
      await browser.close();
    }
    ctx.record("scenarios", results);
    ctx.record("raster floor ms (one full-canvas fillRect + 1-px read)", floors);
    for (const { scenario, best } of Object.values(results)) {
      const share = best.totalMs / FRAME_MS;
      ctx.report({
        scenario: scenario.name,
        metric: "step + render",
        unit: "ms",
        app: best.totalMs,
        baseline: FRAME_MS,
        baselineLabel: "60 fps frame",
        ratio: share,
        note: `${(share * 100).toFixed(1)}% of a frame (step ${ms(best.stepMs)}, draw calls ${ms(best.drawMs)}, raster ${ms(best.rasterMs)} ms)`,
      });
    }
    const describe = Object.values(results).map((r) => `${r.scenario.name}: ${r.scenario.detail}, ${r.scenario.width}×${r.scenario.height} canvas`).join("; ");
    const floorText = Object.entries(floors).map(([size, f]) => `${ms(f)} ms at ${size}`).join(", ");
    ctx.note(`Game frames: Chromium (playwright-core, headless, --disable-gpu, so canvases are painted by the CPU), device pixel ratio 1. A bundle of the games' own step and render modules (Bun.build, browser, minified) runs in a page served cross-origin isolated${isolated ? "" : " (the page was NOT isolated, so performance.now() is coarse: read the figures as approximate)"}; each iteration steps the scenario's state once (one fixed step: 25 ms of Sacred Smoke, 1/60 s of Gull-B-Gone), draws the result on a canvas in the page, and reads 1 pixel back, which makes Chromium rasterise that frame there and then (otherwise it records the calls and paints later, off the timed path). ${WARMUP} frames of warm-up, then ${ITERATIONS} frames each timed with performance.now(); median per frame, the best of ${ROUNDS} rounds; share = median / 16.67 ms. The forced raster includes a fixed cost (one full-canvas fillRect and the read: ${floorText}). Report only, no target. Scenarios: ${describe}.`);
  },
});
