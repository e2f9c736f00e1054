import { expect, test } from "bun:test";
import { TRIVIA } from "../../games/sacred-smoke/trivia.ts";
import { TRIVIA_TEXTS, pickTriviaText } from "./trivia-texts.ts";

test("every fact of the game has its message, in the same order, with the game's English wording", () => {
  expect(TRIVIA_TEXTS.map((text) => text())).toEqual([...TRIVIA]);
  expect(pickTriviaText(0.999)).toBe(TRIVIA[7]!);
});
