import { Rng } from "../kit/rng.ts";
import { WIN_VOTES } from "./constants.ts";
import { collect, rivalContact } from "./collect.ts";
import { movePlayer, moveRivals } from "./movement.ts";
import { spawn } from "./spawn.ts";
import type { GameState, StepInput } from "./state.ts";

/**
 * One fixed rules step: the next state from a state, the held direction and
 * dt. Pure: randomness comes only from `state.rng`, and nothing is mutated.
 */
export function step(state: GameState, input: StepInput, dtMs: number): GameState {
  if (!state.gameStarted || state.gameOver || state.paused) return state;
  const rng = new Rng(state.rng);
  const d: GameState = { ...state, activePowerUps: tickPowerUps(state, dtMs) };
  d.elapsedMs = state.elapsedMs + dtMs;
  d.timeLeftMs = Math.max(0, state.timeLeftMs - dtMs);
  d.scandals = state.scandals.filter((s) => s.expiresAtMs > d.elapsedMs);

  movePlayer(d, input.dir, dtMs);
  collect(d, rng);
  rivalContact(d);
  moveRivals(d, rng, dtMs);
  rivalContact(d);
  spawn(d, rng, dtMs);

  if (d.totalVotes >= WIN_VOTES) {
    d.gameWon = true;
    d.gameOver = true;
  } else if (d.timeLeftMs === 0) {
    d.gameOver = true; // the conclave clock ran out: the new losing rule
  }
  d.rng = rng.state;
  return d;
}

function tickPowerUps(s: GameState, dtMs: number): GameState["activePowerUps"] {
  const a = s.activePowerUps;
  return {
    holyRelic: Math.max(0, a.holyRelic - dtMs),
    incenseBomb: Math.max(0, a.incenseBomb - dtMs),
    papalRing: Math.max(0, a.papalRing - dtMs),
  };
}
