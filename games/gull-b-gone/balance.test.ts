/**
 * Balance: can a person win? The levels' "spawn maximum 1 to 4" read as birds
 * per spawn gave level 4 about 7.5 birds a second (a spawn every 20 steps of
 * 1 to 4 birds), more than anyone can click. Read as the most birds flying in
 * at once, one bird per spawn, level 4 brings about 2 a second.
 *
 * The simulated players below click no faster than a person can: a skilled
 * player at most 2.5 shots a second at the bird nearest the last shot, with
 * a 100 ms lag (the bird moves on before the click lands) and up to 30 px of
 * aiming error, so flying birds are sometimes missed.
 */
import { describe, expect, test } from "bun:test";
import { Rng } from "../kit/rng.ts";
import { step } from "./step.ts";
import {
  BIRD_H,
  BIRD_W,
  FPS,
  LEVELS,
  WIDTH,
  createState,
  isGameOver,
  type GameState,
  type Intent,
  type Point,
} from "./state.ts";

interface Player {
  /** Fewest steps between two shots (24 steps = 2.5 shots a second). */
  gapSteps: number;
  /** Steps between choosing a bird and the click landing. */
  lagSteps: number;
  /** Largest aiming error in logical px, each axis. */
  errorPx: number;
}

interface Outcome {
  final: GameState;
  /** Highest bird count seen in each level. */
  peak: number[];
  shots: number;
  hits: number;
  shotsPerSecond: number;
}

const SKILLED: Player = { gapSteps: 24, lagSteps: 6, errorPx: 30 };

/** The centre of the unshot bird nearest `from`, among those whose centre is on screen. */
function nearestBird(state: GameState, from: Point): Point | null {
  let best: Point | null = null;
  let bestDistance = Infinity;
  for (const b of state.birds) {
    const centre = { x: b.x + BIRD_W / 2, y: b.y + BIRD_H / 2 };
    if (b.isShot || centre.x < 0 || centre.x > WIDTH) continue;
    const distance = Math.hypot(centre.x - from.x, centre.y - from.y);
    if (distance < bestDistance) {
      best = centre;
      bestDistance = distance;
    }
  }
  return best;
}

/** Plays one whole game from the menu with a seeded hand; stops at game over. */
function play(seed: number, player: Player | null): Outcome {
  let state = step(createState({}, seed), [{ type: "start" }]);
  const hand = new Rng(seed ^ 0x5bd1e995);
  const peak = LEVELS.map(() => 0);
  let aim: Point = { x: WIDTH / 2, y: 300 };
  let pending: (Point & { at: number }) | null = null;
  let nextShot = 0;
  let shots = 0;
  let hits = 0;
  while (!isGameOver(state.phase)) {
    const intents: Intent[] = [];
    if (state.phase === "playing") {
      peak[state.level] = Math.max(peak[state.level] ?? 0, state.birdCount);
      if (player && pending && state.frame >= pending.at) {
        intents.push({ type: "shoot", x: pending.x, y: pending.y });
        aim = pending;
        pending = null;
        shots += 1;
      } else if (player && !pending && state.frame >= nextShot) {
        const target = nearestBird(state, aim);
        if (target) {
          const miss = () => (hand.float() * 2 - 1) * player.errorPx;
          pending = { x: target.x + miss(), y: target.y + miss(), at: state.frame + player.lagSteps };
          nextShot = state.frame + player.gapSteps;
        }
      }
    } else {
      pending = null;
    }
    const before = state.score;
    state = step(state, intents);
    if (state.score > before) hits += 1;
  }
  return { final: state, peak, shots, hits, shotsPerSecond: shots / (state.playFrames / FPS) };
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe("balance", () => {
  test("a skilled player at no more than 2.5 shots a second clears all four levels", () => {
    for (const seed of SEEDS) {
      const { final, peak, shots, hits, shotsPerSecond } = play(seed, SKILLED);
      expect(final.phase).toBe("game-over-win");
      expect(shotsPerSecond).toBeLessThanOrEqual(2.5);
      expect(hits / shots).toBeLessThan(1); // the aiming error does miss
      // Levels 1 to 3 stay calm; level 4 fills a good part of the roof (hard) without losing.
      expect(Math.max(...peak.slice(0, 3))).toBeLessThan(10);
      expect(peak[3]).toBeGreaterThanOrEqual(8);
      expect(peak[3]).toBeLessThan(LEVELS[3]!.maxBirds);
    }
  });

  test("level 4 is hard: a steady, perfect shot at 1.5 a second clears levels 1 to 3 and loses there", () => {
    for (const seed of SEEDS.slice(0, 3)) {
      const { final } = play(seed, { gapSteps: 40, lagSteps: 0, errorPx: 0 });
      expect(final.phase).toBe("game-over-lose");
      expect(final.level).toBe(3);
    }
  });

  test("a passive player loses", () => {
    for (const seed of SEEDS) {
      const { final, peak } = play(seed, null);
      expect(final.phase).toBe("game-over-lose");
      // Level 1 (one gull flying in at a time) cannot fill the roof; level 2 can.
      expect(peak[0]).toBeLessThan(LEVELS[0]!.maxBirds);
      expect(final.level).toBe(1);
      expect(final.birdCount).toBe(LEVELS[1]!.maxBirds);
    }
  });
});
