import type { Rng } from "../kit/rng.ts";
import { PLAYER_FIRST_REPEAT_MS, PLAYER_MOVE_MS, RIVAL_CHASE_SHARE, RIVAL_MOVE_MS, RIVAL_TURN_CHANCE } from "./constants.ts";
import { MOVES, inBounds, moveCell, sameCell } from "./grid.ts";
import type { Cell, Dir, GameState, Rival } from "./state.ts";

/**
 * Moves the player while a direction is held: a new direction moves at once,
 * a held one repeats every PLAYER_MOVE_MS. Walls and scandals block.
 */
export function movePlayer(d: GameState, dir: Dir, dtMs: number): void {
  const p = d.player;
  if (dir === "none") {
    d.player = { ...p, dir, cooldownMs: 0 };
    return;
  }
  let cooldownMs = p.cooldownMs - dtMs;
  let moves = false;
  if (dir !== p.dir) {
    moves = true;
    cooldownMs = PLAYER_FIRST_REPEAT_MS;
  } else if (cooldownMs <= 0) {
    moves = true;
    cooldownMs += PLAYER_MOVE_MS;
  }
  const next = moveCell(p, dir);
  const blocked = !inBounds(next) || d.scandals.some((s) => sameCell(s, next));
  const at = moves && !blocked ? next : p;
  d.player = { x: at.x, y: at.y, dir, cooldownMs };
}

/** All rivals take one cell together every RIVAL_MOVE_MS. */
export function moveRivals(d: GameState, rng: Rng, dtMs: number): void {
  if (d.rivalCooldownMs <= 0) {
    d.rivalCooldownMs += RIVAL_MOVE_MS;
    d.rivals = d.rivals.map((r) => stepRival(r, d.player, rng));
  }
  d.rivalCooldownMs -= dtMs;
}

/** A new direction in 20% of moves, and 60% of those head for the player. */
export function stepRival(r: Rival, player: Cell, rng: Rng): Rival {
  let dir = r.dir;
  if (rng.chance(RIVAL_TURN_CHANCE)) {
    dir = rng.chance(RIVAL_CHASE_SHARE) ? towards(r, player, r.dir) : rng.pick(MOVES);
  }
  let next = moveCell(r, dir);
  if (!inBounds(next)) {
    // Bounce off the wall rather than stand still against it.
    dir = rng.pick(MOVES.filter((m) => inBounds(moveCell(r, m))));
    next = moveCell(r, dir);
  }
  return { x: next.x, y: next.y, dir };
}

/** The direction that closes the longer gap first (ties go horizontal). */
export function towards(from: Cell, to: Cell, fallback: Dir): Dir {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return fallback;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}
