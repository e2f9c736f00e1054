/** Shared builders for the game's tests; not part of the game. */
import { step } from "./step.ts";
import { createState, type Bird, type GameConfig, type GameState, type Intent } from "./state.ts";

export function run(state: GameState, steps: number, intents: readonly Intent[] = []): GameState {
  let s = state;
  for (let i = 0; i < steps; i++) s = step(s, i === 0 ? intents : []);
  return s;
}

/** Steps until the predicate holds; fails loudly instead of spinning forever. */
export function runUntil(state: GameState, done: (s: GameState) => boolean, limit = 100_000): GameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (done(s)) return s;
    s = step(s);
  }
  throw new Error(`not reached in ${limit} steps`);
}

export function playing(seed = 7, config: Partial<GameConfig> = {}): GameState {
  return step(createState(config, seed), [{ type: "start" }]);
}

export function bird(overrides: Partial<Bird> = {}): Bird {
  return {
    id: 1,
    x: 100,
    y: 100,
    targetX: 100,
    targetY: 290,
    speedX: 0,
    speedY: 0,
    state: "perched",
    direction: "right",
    frameIndex: 0,
    isShot: false,
    showPoof: false,
    poofStart: 0,
    ...overrides,
  };
}

/** A playing state holding exactly these birds, with spawning pushed far away. */
export function withBirds(birds: Bird[], config: Partial<GameConfig> = {}): GameState {
  return { ...playing(7, config), birds, birdCount: birds.length, spawnTimer: -1_000_000 };
}
