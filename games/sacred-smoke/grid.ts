import type { Rng } from "../kit/rng.ts";
import { GRID } from "./constants.ts";
import type { Cell, Dir, GameState, Move } from "./state.ts";

export const MOVES: readonly Move[] = ["up", "down", "left", "right"];
const DELTA: Record<Dir, Cell> = {
  up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, none: { x: 0, y: 0 },
};

export function inBounds(c: Cell): boolean {
  return c.x >= 0 && c.y >= 0 && c.x < GRID && c.y < GRID;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.x === b.x && a.y === b.y;
}

export function moveCell(c: Cell, dir: Dir): Cell {
  return { x: c.x + DELTA[dir].x, y: c.y + DELTA[dir].y };
}

type Board = Pick<GameState, "player" | "votes" | "rivals" | "smokes" | "powerUps" | "scandals">;

/** True when the player or any thing on the board sits in `c`. */
export function occupied(s: Board, c: Cell): boolean {
  const lists: Cell[][] = [s.votes, s.rivals, s.smokes, s.powerUps, s.scandals];
  return sameCell(s.player, c) || lists.some((list) => list.some((e) => sameCell(e, c)));
}

/** A random empty cell passing `accept`, or null when there is none. */
export function randomFreeCell(s: Board, rng: Rng, accept: (c: Cell) => boolean = () => true): Cell | null {
  const free: Cell[] = [];
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      const c = { x, y };
      if (!occupied(s, c) && accept(c)) free.push(c);
    }
  }
  return free.length > 0 ? rng.pick(free) : null;
}

export function manhattan(a: Cell, b: Cell): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}
