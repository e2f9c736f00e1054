import { expect, test } from "bun:test";
import { HIGH_SCORE_KEY, isNewHighScore, nextHighScore, parseHighScore } from "./high-score.ts";

test("the best score is kept under conclaveGameHighScore", () => {
  expect(HIGH_SCORE_KEY).toBe("conclaveGameHighScore");
});

test("updated only when beaten", () => {
  expect(nextHighScore(0, 12)).toBe(12);
  expect(nextHighScore(31, 30)).toBe(31);
  expect(nextHighScore(30, 30)).toBe(30);
  expect(isNewHighScore(30, 30)).toBe(false);
  expect(isNewHighScore(30, 32)).toBe(true);
});

test("stored values are read defensively", () => {
  expect(["31", null, "", "abc", "-4", "2.5"].map(parseHighScore)).toEqual([31, 0, 0, 0, 0, 0]);
});
