/**
 * The browser side of the high-score table. Storage can throw (private
 * modes, quotas), and a broken table must never break the game, so every
 * access falls back quietly. Call only from effects and event handlers.
 */
import {
  HIGH_SCORES_KEY,
  parseHighScores,
  type HighScore,
} from "../../games/gull-b-gone/high-scores.ts";

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const browserStorage = (): KeyValueStore | null =>
  typeof localStorage === "undefined" ? null : localStorage;

export function loadHighScores(store = browserStorage()): HighScore[] {
  try {
    return parseHighScores(store?.getItem(HIGH_SCORES_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveHighScores(scores: HighScore[], store = browserStorage()): void {
  try {
    store?.setItem(HIGH_SCORES_KEY, JSON.stringify(scores));
  } catch {
    // Not saved: the table still shows for this visit.
  }
}

export function clearHighScores(store = browserStorage()): void {
  try {
    store?.removeItem(HIGH_SCORES_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
