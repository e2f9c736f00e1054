import type { Rng } from "../kit/rng.ts";
import { CAPS, GRID, SPAWN_RAMP_MS, WHITE_SMOKE_SHARE } from "./constants.ts";
import { manhattan, randomFreeCell } from "./grid.ts";
import type { Cell, Dir, GameState, PowerUpType } from "./state.ts";

const POWER_UPS: readonly PowerUpType[] = ["holy_relic", "incense_bomb", "papal_ring"];

/** 1 at the start, rising to 2 after SPAWN_RAMP_MS: everything appears more often as time goes on. */
export function spawnScale(elapsedMs: number): number {
  return 1 + Math.min(1, elapsedMs / SPAWN_RAMP_MS);
}

/** Each kind appears with probability dt/interval per step ("about every" n s), up to its cap. */
export function spawn(d: GameState, rng: Rng, dtMs: number): void {
  const every = d.config.spawnEveryMs;
  const scale = spawnScale(d.elapsedMs);
  // Roll all four every step so the random sequence does not depend on the board.
  const [vote, smoke, rival, power] = [every.vote, every.smoke, every.rival, every.powerUp]
    .map((ms) => rng.chance((dtMs * scale) / ms));
  if (vote && d.votes.length < CAPS.votes) {
    const at = randomFreeCell(d, rng);
    if (at) d.votes = [...d.votes, at];
  }
  if (smoke && d.smokes.length < CAPS.smokes) {
    const at = randomFreeCell(d, rng);
    const type = rng.chance(WHITE_SMOKE_SHARE) ? "white" : "black";
    if (at) d.smokes = [...d.smokes, { ...at, type }];
  }
  // While the incense burns no rival dares come in.
  if (rival && d.rivals.length < CAPS.rivals && d.activePowerUps.incenseBomb === 0) {
    const at = randomFreeCell(d, rng, (c) => isEdge(c) && manhattan(c, d.player) >= 3);
    if (at) d.rivals = [...d.rivals, { ...at, dir: inward(at) }];
  }
  if (power && d.powerUps.length < CAPS.powerUps) {
    const at = randomFreeCell(d, rng);
    const type = rng.pick(POWER_UPS);
    if (at) d.powerUps = [...d.powerUps, { ...at, type }];
  }
}

export function isEdge(c: Cell): boolean {
  return c.x === 0 || c.y === 0 || c.x === GRID - 1 || c.y === GRID - 1;
}

/** Rivals enter from an edge walking into the board. */
export function inward(c: Cell): Dir {
  if (c.x === 0) return "right";
  if (c.x === GRID - 1) return "left";
  if (c.y === 0) return "down";
  return "up";
}
