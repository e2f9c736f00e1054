/** The browser storage key of the best score (kept as it was, so scores already saved still count). */
export const HIGH_SCORE_KEY = "conclaveGameHighScore";

/** Reads a stored value; anything that is not a whole, non-negative number counts as no score. */
export function parseHighScore(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 0 ? n : 0;
}

/** The high score is replaced only when it is beaten, never by a tie or a lower score. */
export function isNewHighScore(current: number, score: number): boolean {
  return score > current;
}

export function nextHighScore(current: number, score: number): number {
  return isNewHighScore(current, score) ? score : current;
}
