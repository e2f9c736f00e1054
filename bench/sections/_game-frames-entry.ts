/**
 * Browser entry for the game-frames section (bundled with Bun.build, target
 * browser, and run in Chromium): each scenario is one game state, worst case
 * for its game, that is stepped once and drawn once per iteration on a real
 * canvas, as the games' frame loops do. Exposes `globalThis.gameFrames`.
 */
import { Rng } from "../../games/kit/rng.ts";
import { spawnBird } from "../../games/gull-b-gone/birds.ts";
import { canvasRenderer } from "../../games/gull-b-gone/render.ts";
import { step as gullStep } from "../../games/gull-b-gone/step.ts";
import { LEVEL_FRAMES, WARNING_FRAMES, createState as gullState, levelSpec, type Bird, type GameState as GullState } from "../../games/gull-b-gone/state.ts";
import { STEP_MS as SMOKE_STEP_MS } from "../../games/sacred-smoke/constants.ts";
import { fullBoard } from "../../games/sacred-smoke/fixtures.ts";
import { render as smokeRender, setupCanvas } from "../../games/sacred-smoke/render.ts";
import { step as smokeStep } from "../../games/sacred-smoke/step.ts";

export interface Scenario {
  name: string;
  /** What is on screen, for the report. */
  detail: string;
  width: number;
  height: number;
}

export interface Measurement {
  /** Medians over the iterations, in ms: the whole (step + draw calls + raster) and each part. */
  totalMs: number;
  stepMs: number;
  drawMs: number;
  rasterMs: number;
  /** 90th percentile of the whole. */
  p90Ms: number;
  iterations: number;
  /** Whether the page was cross-origin isolated (performance.now() precise to a few µs, not 100 µs). */
  isolated: boolean;
}

interface Prepared extends Scenario {
  /** The rules step of one frame. */
  step(): unknown;
  /** Draws what step() returned. */
  draw(next: unknown): void;
  ctx: CanvasRenderingContext2D;
}

function canvas(width: number, height: number): HTMLCanvasElement {
  const el = document.createElement("canvas");
  el.style.width = `${width}px`;
  el.style.height = `${height}px`;
  document.body.append(el);
  return el;
}

/** Sacred Smoke: the 10x10 board with every cap filled and every power-up active, 48 px cells. */
function sacredSmoke(): Prepared {
  const el = canvas(480, 480);
  const ctx = setupCanvas(el, 1);
  const state = fullBoard();
  const s = state.votes.length, m = state.smokes.length, r = state.rivals.length, p = state.powerUps.length, x = state.scandals.length;
  return {
    name: "Sacred Smoke",
    detail: `10×10 board, every cap filled (${s} votes, ${m} smokes, ${r} rivals, ${p} power-up, ${x} scandals, 3 power-ups active)`,
    width: 480,
    height: 480,
    ctx,
    step: () => smokeStep(state, { dir: "right" }, SMOKE_STEP_MS),
    draw: (next) => smokeRender(ctx, next as typeof state),
  };
}

/**
 * Gull-B-Gone at a level with one bird fewer than its losing count on screen
 * (the most a player can face and still be playing): the level's spawn
 * maximum flying in, one landing, the rest perched along the ridge; in the
 * level's last 30 s (white-smoke warning shown, when the count peaks), with
 * the aim cross and a shot flash, spawning held off so the count stays put.
 */
function gullBGone(level: number): Prepared {
  const spec = levelSpec(level);
  const count = spec.maxBirds - 1;
  const rng = new Rng(7);
  const birds: Bird[] = Array.from({ length: count }, (_, i) => {
    const b = spawnBird(i + 1, spec, rng);
    if (i < spec.spawnMax) return { ...b, x: b.speedX > 0 ? 80 + i * 150 : 700 - i * 150, frameIndex: (i % 2) as 0 | 1 };
    if (i === spec.spawnMax) return { ...b, x: b.targetX, y: (b.y + b.targetY) / 2, state: "landing", speedX: 0, speedY: 1.5 * spec.speed };
    return { ...b, x: b.targetX, y: b.targetY, state: "perched", speedX: 0, speedY: 0 };
  });
  const start = gullStep(gullState({ startLevel: level }, 7), [{ type: "start" }]);
  const state: GullState = {
    ...start,
    birds,
    birdCount: birds.length,
    nextBirdId: count + 1,
    spawnTimer: -1_000_000,
    levelFrame: LEVEL_FRAMES - WARNING_FRAMES + 60,
    smokeWarning: true,
    aim: { x: 400, y: 250 },
    flash: { x: 400, y: 250, framesLeft: 10 },
  };
  const el = canvas(800, 600);
  const draw = canvasRenderer(el);
  const ctx = el.getContext("2d")!;
  const flying = birds.filter((b) => b.state === "flying-in").length;
  return {
    name: `Gull-B-Gone level ${level + 1}`,
    detail: `${count} birds (${flying} flying in, 1 landing, ${count - flying - 1} perched; losing count ${spec.maxBirds}), warning, aim and flash shown`,
    width: 800,
    height: 600,
    ctx,
    step() {
      const next = gullStep(state, []);
      if (next.phase !== "playing" || next.birdCount !== count) throw new Error(`the Gull-B-Gone state left play: ${next.phase}, ${next.birdCount} birds`);
      return next;
    },
    draw: (next) => draw(next as GullState),
  };
}

const builders: Record<string, () => Prepared> = {
  "sacred-smoke": sacredSmoke,
  "gull-level-1": () => gullBGone(0),
  "gull-level-4": () => gullBGone(3),
};

const prepared = new Map<string, Prepared>();
const get = (key: string): Prepared => {
  let p = prepared.get(key);
  if (!p) {
    const build = builders[key];
    if (!build) throw new Error(`no scenario ${key}`);
    p = build();
    prepared.set(key, p);
  }
  return p;
};

let sink: unknown;

/** A 2D canvas draws lazily: Chromium records the calls and rasterises them later. A 1-pixel read makes it rasterise now. */
const flush = (ctx: CanvasRenderingContext2D) => ctx.getImageData(0, 0, 1, 1);

/**
 * Times each of `iterations` frames after `warmup` untimed ones: the step,
 * the draw calls, and the raster (forced by a 1-pixel getImageData right
 * after the draw calls, so each frame's painting is timed on its own, not
 * deferred out of the timed path or skipped as covered by the next frame).
 */
function measure(key: string, options: { warmup: number; iterations: number }): Measurement {
  const p = get(key);
  for (let i = 0; i < options.warmup; i++) {
    p.draw((sink = p.step()));
    flush(p.ctx);
  }
  const total: number[] = [], steps: number[] = [], draws: number[] = [], rasters: number[] = [];
  for (let i = 0; i < options.iterations; i++) {
    const t0 = performance.now();
    const next = p.step();
    const t1 = performance.now();
    p.draw(next);
    const t2 = performance.now();
    flush(p.ctx);
    const t3 = performance.now();
    sink = next;
    steps.push(t1 - t0);
    draws.push(t2 - t1);
    rasters.push(t3 - t2);
    total.push(t3 - t0);
  }
  const med = (list: number[], q = 0.5) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  return {
    totalMs: med(total),
    stepMs: med(steps),
    drawMs: med(draws),
    rasterMs: med(rasters),
    p90Ms: med(total, 0.9),
    iterations: options.iterations,
    isolated: globalThis.crossOriginIsolated === true,
  };
}

/** The cost of the forced raster alone: a frame that is one fillRect of the whole canvas. */
function flushFloor(width: number, height: number, iterations: number): number {
  const el = document.createElement("canvas");
  el.width = width;
  el.height = height;
  const ctx = el.getContext("2d")!;
  const times: number[] = [];
  for (let i = 0; i < iterations + 100; i++) {
    const t0 = performance.now();
    ctx.fillStyle = i % 2 ? "#f8f5ee" : "#efe9dc";
    ctx.fillRect(0, 0, width, height);
    flush(ctx);
    if (i >= 100) times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!;
}

function describe(key: string): Scenario {
  const { name, detail, width, height } = get(key);
  return { name, detail, width, height };
}

Object.assign(globalThis, { gameFrames: { keys: Object.keys(builders), describe, measure, flushFloor, sink: () => sink } });
