import { describe, expect, test } from "bun:test";
import { insertScore, normaliseInitials, parseHighScores, qualifies, type HighScore } from "./high-scores.ts";

const entry = (score: number, initials = "AAA"): HighScore => ({ score, initials, date: "2025-05-08" });
const table = (...scores: number[]) => scores.map((s) => entry(s));

describe("high scores", () => {
  test("any score above 0 qualifies while fewer than five are stored", () => {
    expect(qualifies(1, [])).toBe(true);
    expect(qualifies(5, table(100, 90, 80, 70))).toBe(true);
  });

  test("with five stored, a score must beat the lowest", () => {
    const full = table(100, 90, 80, 70, 60);
    expect(qualifies(61, full)).toBe(true);
    expect(qualifies(60, full)).toBe(false);
    expect(qualifies(10, full)).toBe(false);
  });

  test("insert keeps the top five, highest first", () => {
    const result = insertScore(table(100, 90, 80, 70, 60), entry(85, "NEW"));
    expect(result.map((s) => s.score)).toEqual([100, 90, 85, 80, 70]);
    expect(insertScore([], entry(5))).toEqual([entry(5)]);
  });

  test("an equal score ranks below the older one", () => {
    const result = insertScore([entry(50, "OLD")], entry(50, "NEW"));
    expect(result.map((s) => s.initials)).toEqual(["OLD", "NEW"]);
  });

  test("initials are trimmed, upper-cased and at most three characters", () => {
    expect(normaliseInitials("  abc ")).toBe("ABC");
    expect(normaliseInitials("jp")).toBe("JP");
    expect(normaliseInitials("abcd")).toBe("ABC");
    expect(normaliseInitials("   ")).toBeNull();
    expect(normaliseInitials("")).toBeNull();
  });

  test("a stored table is read defensively", () => {
    expect(parseHighScores(null)).toEqual([]);
    expect(parseHighScores("not json")).toEqual([]);
    expect(parseHighScores('{"score":1}')).toEqual([]);
    const stored = JSON.stringify([entry(10), { score: "x" }, entry(30), entry(1), entry(2), entry(3), entry(4)]);
    expect(parseHighScores(stored).map((s) => s.score)).toEqual([30, 10, 4, 3, 2]);
  });
});

test("a score of 0 is never a new high score, even with an empty table", () => {
  expect(qualifies(0, [])).toBe(false);
  expect(qualifies(10, [])).toBe(true);
});
