/**
 * The browser side of the high score. Storage can throw (private modes,
 * quotas) and must never break the game. Call only from effects and handlers.
 */
import { HIGH_SCORE_KEY, isNewHighScore, parseHighScore } from "../../games/sacred-smoke/high-score.ts";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

const browserStorage = (): KeyValueStore | null => (typeof localStorage === "undefined" ? null : localStorage);

export function loadHighScore(store = browserStorage()): number {
  try {
    return parseHighScore(store?.getItem(HIGH_SCORE_KEY) ?? null);
  } catch {
    return 0;
  }
}

/** Saves `score` only when it beats `current`; returns the high score to show. */
export function saveIfBeaten(current: number, score: number, store = browserStorage()): number {
  if (!isNewHighScore(current, score)) return current;
  try {
    store?.setItem(HIGH_SCORE_KEY, String(score));
  } catch {
    // Not saved: it still shows for this visit.
  }
  return score;
}
