/**
 * The start-of-game facts in the page's language. The game keeps its English list
 * (games/sacred-smoke/trivia.ts) and picks one; this turns the pick into the same fact
 * in the page's language, in the same order as the game's list.
 */
import { TRIVIA, pickTrivia } from "../../games/sacred-smoke/trivia.ts";
import { m } from "../lib/i18n/messages.ts";

export const TRIVIA_TEXTS: readonly (() => string)[] = [
  m.games_smoke_trivia_1, m.games_smoke_trivia_2, m.games_smoke_trivia_3, m.games_smoke_trivia_4,
  m.games_smoke_trivia_5, m.games_smoke_trivia_6, m.games_smoke_trivia_7, m.games_smoke_trivia_8,
];

/** One fact for a number in [0, 1), in the page's language. */
export function pickTriviaText(r: number): string {
  const text = TRIVIA_TEXTS[TRIVIA.indexOf(pickTrivia(r))];
  if (!text) throw new Error("a fact of the game has no translation");
  return text();
}
