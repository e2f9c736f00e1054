/**
 * Gull-B-Gone's public surface: `mount(canvas, options)` runs the fixed-step
 * loop, feeds it input and reports HUD values; the React host owns the
 * overlays, dialogs and high scores.
 */
import { createLoop, type LoopOptions } from "../kit/loop.ts";
import { attachInput, attachPauseTriggers, canvasToClient } from "./input.ts";
import { canvasRenderer, type CanvasTexts } from "./render.ts";
import { step } from "./step.ts";
import {
  STEP_MS,
  createState,
  elapsedSeconds,
  levelSpec,
  timeLeftSeconds,
  type GameState,
  type Intent,
  type Phase,
  type Point,
} from "./state.ts";

export type { GameState, Phase, Point } from "./state.ts";
export type { CanvasTexts } from "./render.ts";

export interface Hud {
  phase: Phase;
  score: number;
  /** 1-based, as shown to the player. */
  level: number;
  timeLeft: number;
  birdCount: number;
  maxBirds: number;
  elapsedSeconds: number;
  paused: boolean;
}

export interface MountOptions {
  seed?: number;
  isTouch?: boolean;
  isMobile?: boolean;
  /** Level index a new game starts at; for browser tests only. */
  startLevel?: number;
  /** Called after a step whenever a HUD value changed. */
  onHud?: (hud: Hud) => void;
  /** The words drawn on the canvas, in the page's language; English when left out. */
  texts?: CanvasTexts;
  /** Clock and frame scheduler, injected by tests. */
  loop?: Pick<LoopOptions, "now" | "schedule" | "cancel">;
}

export interface GameApi {
  destroy(): void;
  start(): void;
  restart(): void;
  menu(): void;
  togglePause(): void;
  /** The current state, read-only; for test hooks. */
  getState(): GameState;
  /** Page coordinates of a logical point, so a browser test can click a bird. */
  toClient(point: Point): Point;
}

export function hudOf(state: GameState): Hud {
  return {
    phase: state.phase,
    score: state.score,
    level: state.level + 1,
    timeLeft: timeLeftSeconds(state),
    birdCount: state.birdCount,
    maxBirds: levelSpec(state.level).maxBirds,
    elapsedSeconds: elapsedSeconds(state),
    paused: state.paused,
  };
}

const sameHud = (a: Hud, b: Hud) =>
  (Object.keys(a) as (keyof Hud)[]).every((key) => a[key] === b[key]);

export function mount(canvas: HTMLCanvasElement, options: MountOptions = {}): GameApi {
  const config = {
    isTouch: options.isTouch ?? false,
    isMobile: options.isMobile ?? false,
    startLevel: options.startLevel ?? 0,
  };
  let state = createState(config, options.seed ?? Date.now());
  let queue: Intent[] = [];
  let hud = hudOf(state);
  const draw = canvasRenderer(canvas, options.texts);
  const push = (intent: Intent) => void queue.push(intent);

  const loop = createLoop({
    ...options.loop,
    stepMs: STEP_MS,
    update() {
      state = step(state, queue);
      queue = [];
      const next = hudOf(state);
      if (!sameHud(next, hud)) options.onHud?.(next);
      hud = next;
    },
    render: () => draw(state),
  });
  const detachPointer = attachInput(canvas, push);
  const detachPause = attachPauseTriggers(push);
  options.onHud?.(hud);
  draw(state);
  loop.start();

  return {
    destroy() {
      loop.stop();
      detachPointer();
      detachPause();
    },
    start: () => push({ type: "start" }),
    restart: () => push({ type: "restart" }),
    menu: () => push({ type: "menu" }),
    togglePause: () => push({ type: "toggle-pause" }),
    getState: () => state,
    toClient: (point) => canvasToClient(canvas, point),
  };
}
