import type { Rating } from "../../src/shared/cardinals.ts";
import type { ProfileFileRating } from "./profile-file.ts";
import type { RatingEntry } from "./pope-profile.ts";

/** A trimmed string, or "" for anything that is not a string. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Maps a list (tolerating a missing one) and drops entries whose `key` ends up empty. */
export function withText<T, R>(list: readonly T[] | undefined | null, map: (item: T) => R, key: keyof R): R[] {
  if (!Array.isArray(list)) return [];
  return list.map(map).filter((item) => text(item[key]) !== "");
}

/** The file's list when it has one, else the record's. */
export function pick<T>(fromFile: T[], fromRecord: T[]): T[] {
  return fromFile.length > 0 ? fromFile : fromRecord;
}

/** A rating as a whole number of stars between 1 and 5. */
export function clampStars(value: unknown): number {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(5, Math.max(1, n)) : 1;
}

/** Ratings from the file (an object keyed by category) or else the record (a list). */
export function ratingsFrom(file: Record<string, ProfileFileRating> | undefined, record: Rating[] | string | null): RatingEntry[] {
  const entries: Rating[] = file && typeof file === "object"
    ? Object.entries(file).map(([category, r]) => ({ category, rating: r?.rating, description: text(r?.description), evidence: text(r?.evidence) }))
    : Array.isArray(record) ? record : [];
  return entries
    .filter((r) => text(r.category) !== "" && Number.isFinite(Number(r.rating)))
    .map((r) => ({ category: r.category, rating: clampStars(r.rating), description: text(r.description), evidence: text(r.evidence) }));
}
