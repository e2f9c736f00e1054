import { expect, test } from "bun:test";
import { TRIVIA, TRIVIA_MS, pickTrivia } from "./trivia.ts";

test("eight distinct facts, shown for 4 s", () => {
  expect(TRIVIA).toHaveLength(8);
  expect(new Set(TRIVIA).size).toBe(8);
  expect(TRIVIA_MS).toBe(4000);
});

test("any draw in [0, 1) picks a fact", () => {
  expect(pickTrivia(0)).toBe(TRIVIA[0]!);
  expect(pickTrivia(0.999)).toBe(TRIVIA[7]!);
});
