import { expect, test } from "bun:test";
import { fullInstructions, levelRows, shortInstructions } from "./instructions.ts";

test("the texts agree with the rules the game plays by: four levels of two minutes, 15 and 10 points", () => {
  const text = shortInstructions(false).join(" ");
  expect(text).toContain("4 levels of two minutes");
  expect(text).toContain("15 points in flight, 10 once it has landed");
  expect(text).toContain("70, 60, 50 and 40 gulls");
  expect(text).toContain("1, 2, 3 and 4 may fly in at once");
  expect(levelRows.map((r) => r.spawnMax)).toEqual([1, 2, 3, 4]);
  expect(fullInstructions(false).join(" ")).toContain("by level 4 up to 4 are in the air together, and they fly 2.5 times as fast");
  expect(text).toContain("last 30 seconds");
  expect(levelRows.map((r) => r.maxBirds)).toEqual([70, 60, 50, 40]);
  expect(fullInstructions(true).join(" ")).toContain("yellow aiming circle");
  expect(shortInstructions(true).join(" ")).toContain("Tap a gull");
});
