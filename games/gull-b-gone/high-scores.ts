/**
 * High-score rules: a score qualifies while fewer than
 * five are stored or when it beats the lowest; only the top five are kept;
 * initials are trimmed, 1-3 characters, upper case. Storage is the host's job.
 */
export interface HighScore {
  score: number;
  initials: string;
  /** ISO date of the game. */
  date: string;
}

export const MAX_HIGH_SCORES = 5;
export const MAX_INITIALS = 3;
/** The browser storage key the host keeps the table under. */
export const HIGH_SCORES_KEY = "gullBGoneHighScores";

/** A game that scored nothing is never a high score, however empty the table. */
export function qualifies(score: number, scores: readonly HighScore[]): boolean {
  if (score <= 0) return false;
  if (scores.length < MAX_HIGH_SCORES) return true;
  return score > Math.min(...scores.map((s) => s.score));
}

/** Highest first; an equal score does not push an older one down. */
export function insertScore(scores: readonly HighScore[], entry: HighScore): HighScore[] {
  return [...scores, entry]
    .map((s, order) => ({ s, order }))
    .sort((a, b) => b.s.score - a.s.score || a.order - b.order)
    .map(({ s }) => s)
    .slice(0, MAX_HIGH_SCORES);
}

/** The initials to store, or null when nothing is left after trimming. */
export function normaliseInitials(raw: string): string | null {
  const trimmed = raw.trim().toUpperCase();
  if (trimmed === "") return null;
  return [...trimmed].slice(0, MAX_INITIALS).join("");
}

/** Reads a stored table defensively: anything malformed is dropped, not trusted. */
export function parseHighScores(json: string | null): HighScore[] {
  if (!json) return [];
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const valid = data.filter(
    (d): d is HighScore =>
      typeof d === "object" && d !== null &&
      Number.isFinite(d.score) && typeof d.initials === "string" && typeof d.date === "string",
  );
  return valid.reduce<HighScore[]>((table, s) => insertScore(table, s), []);
}
