import { describe, expect, test } from "bun:test";
import { Rng } from "../kit/rng.ts";
import { RIVAL_MOVE_MS, STEP_MS } from "./constants.ts";
import { quietGame } from "./fixtures.ts";
import { stepRival, towards } from "./movement.ts";
import type { Rival } from "./state.ts";
import { step } from "./step.ts";
import { ScriptedRng } from "./test-rng.ts";

const player = { x: 5, y: 5 };
const rival: Rival = { x: 1, y: 4, dir: "up" };

describe("rivals", () => {
  test("keep walking in 80% of moves", () => {
    expect(stepRival(rival, player, new ScriptedRng([0.2]))).toEqual({ x: 1, y: 3, dir: "up" });
  });

  test("turn in 20% of moves; 60% of turns head for the player", () => {
    expect(stepRival(rival, player, new ScriptedRng([0.19, 0.59]))).toEqual({ x: 2, y: 4, dir: "right" });
    // The other 40% pick any direction (0.3 of four picks "down").
    expect(stepRival(rival, player, new ScriptedRng([0.19, 0.6, 0.3]))).toEqual({ x: 1, y: 5, dir: "down" });
  });

  test("bounce off walls instead of leaving the board", () => {
    const atWall: Rival = { x: 0, y: 4, dir: "left" };
    expect(stepRival(atWall, player, new ScriptedRng([0.5, 0]))).toEqual({ x: 0, y: 3, dir: "up" });
  });

  test("towards closes the longer gap first", () => {
    expect(towards({ x: 0, y: 0 }, { x: 3, y: 1 }, "up")).toBe("right");
    expect(towards({ x: 0, y: 9 }, { x: 1, y: 2 }, "up")).toBe("up");
    expect(towards(player, player, "left")).toBe("left");
  });

  test("about 12% of seeded moves chase the player", () => {
    const rng = new Rng(11);
    let chases = 0;
    for (let i = 0; i < 20_000; i++) if (rng.chance(0.2) && rng.chance(0.6)) chases++;
    expect(chases / 20_000).toBeCloseTo(0.12, 1);
  });

  test("all step one cell every 400 ms", () => {
    let s = quietGame({ rivals: [{ x: 0, y: 0, dir: "right" }] }, 1);
    const movedAt: number[] = [];
    for (let t = 0; t < RIVAL_MOVE_MS * 3; t += STEP_MS) {
      const before = s.rivals[0]!;
      s = step(s, { dir: "none" }, STEP_MS);
      if (s.rivals[0]!.x !== before.x || s.rivals[0]!.y !== before.y) movedAt.push(t);
    }
    expect(movedAt).toEqual([0, 400, 800]);
  });
});
