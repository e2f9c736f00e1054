import { describe, expect, test } from "bun:test";
import { STEP_MS } from "./constants.ts";
import { MOVES, inBounds, moveCell, sameCell } from "./grid.ts";
import { startGame, type Cell, type Dir, type GameState } from "./state.ts";
import { step } from "./step.ts";

/** Breadth-first first move towards the nearest vote, white smoke or power-up, around black smoke and scandals. */
function firstMove(s: GameState): Dir {
  const goals: Cell[] = [...s.votes, ...s.smokes.filter((m) => m.type === "white"), ...s.powerUps];
  const bad = (c: Cell) => s.scandals.some((x) => sameCell(x, c)) || s.smokes.some((m) => m.type === "black" && sameCell(m, c));
  const seen = new Set([s.player.y * 10 + s.player.x]);
  const queue: [Cell, Dir][] = [];
  for (const m of MOVES) queue.push([moveCell(s.player, m), m]);
  for (let item = queue.shift(); item; item = queue.shift()) {
    const [c, first] = item;
    if (!inBounds(c) || bad(c) || seen.has(c.y * 10 + c.x)) continue;
    if (goals.some((g) => sameCell(g, c))) return first;
    seen.add(c.y * 10 + c.x);
    for (const m of MOVES) queue.push([moveCell(c, m), first]);
  }
  return "none";
}

/** A careless player: one tap per `msPerCell`, never dodging rivals. */
function play(seed: number, msPerCell: number): GameState {
  let s = startGame({}, seed);
  for (let t = 0; !s.gameOver; t += STEP_MS) {
    const dir = t % msPerCell === 0 ? firstMove(s) : "none";
    s = step(s, { dir }, STEP_MS);
  }
  return s;
}

describe("the 90 s conclave clock", () => {
  const seeds = Array.from({ length: 20 }, (_, i) => i + 1);

  test("a slow, careless player still wins nearly always", () => {
    const wins = seeds.map((seed) => play(seed, 450)).filter((s) => s.gameWon).length;
    expect(wins).toBeGreaterThanOrEqual(18);
  });

  test("dawdling at a cell a second usually loses", () => {
    const wins = seeds.map((seed) => play(seed, 1000)).filter((s) => s.gameWon).length;
    expect(wins).toBeLessThanOrEqual(10);
  });
});
