import { describe, expect, test } from "bun:test";
import { POWER_UP_MS, STEP_MS } from "./constants.ts";
import { quietGame, rngWhere } from "./fixtures.ts";
import type { Dir, GameState } from "./state.ts";
import { step } from "./step.ts";

const RIGHT = { x: 6, y: 5 };
const right = (s: GameState) => step(s, { dir: "right" }, STEP_MS);
function run(s: GameState, dir: Dir, ms: number): GameState {
  for (let t = 0; t < ms; t += STEP_MS) s = step(s, { dir }, STEP_MS);
  return s;
}
const ON = { holyRelic: 0, incenseBomb: 0, papalRing: 0 };
// With a quiet board the first draw of a step is the black smoke's coin.
const SCANDAL = rngWhere((v) => v < 0.5);
const PENALTY = rngWhere((v) => v >= 0.5);

describe("votes and smoke", () => {
  test("a vote is worth 1, or 2 with the holy relic", () => {
    expect(right(quietGame({ votes: [RIGHT] }))).toMatchObject({ totalVotes: 1, votes: [] });
    const relic = quietGame({ votes: [RIGHT], activePowerUps: { ...ON, holyRelic: 1000 } });
    expect(right(relic).totalVotes).toBe(2);
  });

  test("white smoke gives 3 votes", () => {
    expect(right(quietGame({ smokes: [{ ...RIGHT, type: "white" }] }))).toMatchObject({ totalVotes: 3, smokes: [] });
  });

  test("black smoke: -2 votes on one side of the coin, never below 0", () => {
    const s = quietGame({ rng: PENALTY, totalVotes: 5, smokes: [{ ...RIGHT, type: "black" }] });
    expect(right(s)).toMatchObject({ totalVotes: 3, smokes: [], scandals: [] });
    expect(right({ ...s, totalVotes: 1 }).totalVotes).toBe(0);
  });

  test("black smoke: a scandal beside the player for 3 s on the other side", () => {
    const s = right(quietGame({ rng: SCANDAL, totalVotes: 5, smokes: [{ ...RIGHT, type: "black" }] }));
    expect(s.totalVotes).toBe(5);
    expect(s.scandals).toHaveLength(1);
    const [scandal] = s.scandals;
    expect(Math.abs(scandal!.x - 6) + Math.abs(scandal!.y - 5)).toBe(1);
    expect(run(s, "none", 2950).scandals).toHaveLength(1);
    expect(run(s, "none", 3000).scandals).toHaveLength(0);
  });

  test("the papal ring makes black smoke harmless", () => {
    const ring = { ...ON, papalRing: 1000 };
    for (const rng of [SCANDAL, PENALTY]) {
      const s = right(quietGame({ rng, totalVotes: 5, activePowerUps: ring, smokes: [{ ...RIGHT, type: "black" }] }));
      expect(s).toMatchObject({ totalVotes: 5, scandals: [], smokes: [] });
    }
  });
});

describe("rivals", () => {
  test("contact costs 3 votes, floors at 0, and the rival leaves", () => {
    const s = quietGame({ totalVotes: 10, rivals: [{ ...RIGHT, dir: "none" }] });
    expect(right(s)).toMatchObject({ totalVotes: 7, rivals: [] });
    expect(right({ ...s, totalVotes: 2 }).totalVotes).toBe(0);
  });

  test("the papal ring turns contact away", () => {
    const s = quietGame({ totalVotes: 10, activePowerUps: { ...ON, papalRing: 1000 }, rivals: [{ ...RIGHT, dir: "none" }] });
    expect(right(s)).toMatchObject({ totalVotes: 10, rivals: [] });
  });
});

describe("power-ups", () => {
  test("each lasts 5 s from pickup", () => {
    for (const [type, flag] of [["holy_relic", "holyRelic"], ["papal_ring", "papalRing"], ["incense_bomb", "incenseBomb"]] as const) {
      const s = right(quietGame({ powerUps: [{ ...RIGHT, type }] }));
      expect(s.powerUps).toEqual([]);
      expect(s.activePowerUps[flag]).toBe(POWER_UP_MS);
      expect(run(s, "none", POWER_UP_MS - STEP_MS).activePowerUps[flag]).toBeGreaterThan(0);
      expect(run(s, "none", POWER_UP_MS).activePowerUps[flag]).toBe(0);
    }
  });

  test("the incense bomb clears every rival and scandal at once", () => {
    const s = quietGame({
      powerUps: [{ ...RIGHT, type: "incense_bomb" }],
      rivals: [{ x: 0, y: 0, dir: "right" }, { x: 9, y: 9, dir: "up" }],
      scandals: [{ x: 2, y: 2, expiresAtMs: 3000 }],
    });
    expect(right(s)).toMatchObject({ rivals: [], scandals: [] });
  });
});
