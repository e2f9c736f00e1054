import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { foldText } from "../../src/shared/text.ts";
import { m } from "../lib/i18n/messages.ts";

export type Candidate = Pick<CollegeCardinal, "id" | "fullName" | "lastName" | "slug">;

/** Made on first use: the first collator of a tab loads its locale data, which need not happen while the page loads. */
let byName: Intl.Collator | undefined;

/**
 * The cardinals a visitor can vote for, sorted by name. The pope is
 * listed in the directory but is no longer a candidate: the server refuses him.
 */
export function candidatesFrom(cardinals: readonly CollegeCardinal[]): Candidate[] {
  return cardinals
    .filter((c) => c.status === "cardinal")
    .map(({ id, fullName, lastName, slug }) => ({ id, fullName, lastName, slug }))
    .sort((a, b) => (byName ??= new Intl.Collator("en", { sensitivity: "base" })).compare(a.fullName, b.fullName));
}

/** Case-insensitive search on fullName; accents are ignored too, so "erdo" finds Erdő. */
export function filterCandidates(candidates: readonly Candidate[], term: string): readonly Candidate[] {
  const needle = foldText(term.trim());
  return needle === "" ? candidates : candidates.filter((c) => foldText(c.fullName).includes(needle));
}

/** "1 vote", "5 votes" ("5 głosów"): the count with its noun in the page's language. */
export function votesLabel(count: number): string {
  return m.live_votes({ count });
}

/**
 * Ranks as sports tables give them: equal counts share a rank and the next
 * rank skips ahead (5, 5, 3 votes → 1, 1, 3). Counts arrive sorted, most first.
 */
export function sharedRanks(counts: readonly number[]): number[] {
  const ranks: number[] = [];
  counts.forEach((count, i) => ranks.push(i > 0 && counts[i - 1] === count ? ranks[i - 1]! : i + 1));
  return ranks;
}
