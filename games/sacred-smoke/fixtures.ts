import { nextFloat, type RngState } from "../kit/rng.ts";
import { CAPS, GRID } from "./constants.ts";
import { startGame, type GameState } from "./state.ts";

/** Nothing ever spawns on its own: tests place exactly what they need. */
export const QUIET = { vote: Infinity, smoke: Infinity, rival: Infinity, powerUp: Infinity };

/** A running game on an empty board (player at 5,5), with `patch` applied. */
export function quietGame(patch: Partial<GameState> = {}, seed = 7): GameState {
  const s = startGame({ spawnEveryMs: QUIET }, seed);
  return { ...s, votes: [], ...patch };
}

/** Every cap filled and every power-up active: the worst case for the benchmark and the render test. */
export function fullBoard(seed = 7): GameState {
  const cell = (i: number) => ({ x: i % GRID, y: Math.floor(i / GRID) });
  let i = 0;
  const take = () => cell(i++);
  return quietGame({
    votes: Array.from({ length: CAPS.votes }, take),
    smokes: Array.from({ length: CAPS.smokes }, (_, k) => ({ ...take(), type: k % 2 ? "black" : "white" })),
    rivals: Array.from({ length: CAPS.rivals }, () => ({ ...take(), dir: "right" })),
    powerUps: Array.from({ length: CAPS.powerUps }, () => ({ ...take(), type: "papal_ring" })),
    scandals: [{ ...take(), expiresAtMs: 3000 }, { ...take(), expiresAtMs: 3000 }],
    activePowerUps: { holyRelic: 5000, incenseBomb: 5000, papalRing: 5000 },
    totalVotes: 17,
    player: { x: 5, y: 7, dir: "none", cooldownMs: 0 },
  }, seed);
}

/** The first RNG state whose next float passes `accept`: pins a random branch of a step. */
export function rngWhere(accept: (value: number) => boolean): RngState {
  for (let state = 1; ; state++) if (accept(nextFloat(state)[0])) return state;
}
