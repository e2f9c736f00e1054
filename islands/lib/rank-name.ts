import { m } from "./i18n/messages.ts";

/** The three orders of the College in the page's language; any other value is shown as the record has it. */
export function rankName(rank: string | null): string | null {
  if (rank === "Cardinal Bishop") return m.cardinal_rank_bishop();
  if (rank === "Cardinal Priest") return m.cardinal_rank_priest();
  if (rank === "Cardinal Deacon") return m.cardinal_rank_deacon();
  return rank;
}
