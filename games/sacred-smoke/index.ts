import { createLoop, type LoopOptions } from "../kit/loop.ts";
import { STEP_MS } from "./constants.ts";
import { hudOf, sameHud, type Hud } from "./hud.ts";
import { attachInput, attachPause } from "./input-dom.ts";
import { NO_INPUT, afterStep, applyIntent, heldDir, type Intent } from "./input.ts";
import { render, setupCanvas } from "./render.ts";
import { createState, startGame, withPause, type GameConfig, type GameState, type Move } from "./state.ts";
import { step } from "./step.ts";

export type { Hud } from "./hud.ts";
export type { Move } from "./state.ts";

export interface MountOptions {
  /** Fixes the board's randomness so a run can be repeated (every game uses it). */
  seed?: number;
  /** Conclave clock length; browser tests shorten it to reach 'Game Over' quickly. */
  clockMs?: number;
  /** Called whenever the HUD changes (votes, whole seconds, badges, over/won). */
  onHud?: (hud: Hud) => void;
  /** Where keys are heard; the window by default. */
  keys?: EventTarget;
  /** Injected clock and frame scheduler, for tests. */
  loop?: Pick<LoopOptions, "now" | "schedule" | "cancel">;
}

export interface SacredSmoke {
  /** Start Game and Play Again: a fresh running board. */
  start(): void;
  /** An on-screen pad button: holds the direction for 200 ms. */
  pad(dir: Move): void;
  /** The Pause / Resume button (P does the same; hiding the tab pauses). */
  togglePause(): void;
  /** The current state, for tests. */
  state(): GameState;
  /** Advances real time by hand (tests). */
  tick(ms: number): void;
  destroy(): void;
}

/** Runs Sacred Smoke on `canvas` with a fixed-step loop until destroy(). */
export function mount(canvas: HTMLCanvasElement, options: MountOptions = {}): SacredSmoke {
  const ctx = setupCanvas(canvas);
  const config: Partial<GameConfig> = options.clockMs ? { clockMs: options.clockMs } : {};
  const seed = () => options.seed ?? Math.floor(Math.random() * 2 ** 32);
  let state = createState(config, seed());
  let held = NO_INPUT;
  let nowMs = 0; // game time, so pad releases follow the fixed steps
  let hud = hudOf(state);
  options.onHud?.(hud);

  const publish = () => {
    const next = hudOf(state);
    if (sameHud(hud, next)) return;
    hud = next;
    options.onHud?.(hud);
  };
  const send = (intent: Intent) => { held = applyIntent(held, intent, nowMs); };
  const loop = createLoop({
    stepMs: STEP_MS,
    update(dt) {
      state = step(state, { dir: heldDir(held, nowMs) }, dt);
      held = afterStep(held);
      nowMs += dt;
    },
    render() {
      render(ctx, state);
      publish();
    },
    ...options.loop,
  });
  const running = () => state.gameStarted && !state.gameOver;
  const detach = attachInput({ keys: options.keys ?? globalThis, pointer: canvas }, send, running);
  const pause = (paused: boolean) => {
    state = withPause(state, paused);
    held = NO_INPUT; // a key held when pausing must not walk the cardinal on resume
    publish();
  };
  const detachPause = attachPause(options.keys ?? globalThis, () => pause(!state.paused), () => pause(true));
  loop.start();

  return {
    start() {
      state = startGame(config, seed());
      held = NO_INPUT;
      publish();
    },
    pad: (dir) => send({ type: "tap", dir }),
    togglePause: () => pause(!state.paused),
    state: () => state,
    tick: (ms) => loop.tick(ms),
    destroy() {
      loop.stop();
      detach();
      detachPause();
    },
  };
}
