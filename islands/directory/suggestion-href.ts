import type { CardinalSuggestion } from "../../src/shared/cardinals.ts";

/** A suggestion: a cardinal, or the Pope (who is no longer in the College's grid but is searched for by name). */
export type Suggestion = Pick<CardinalSuggestion, "id" | "fullName" | "nameWithOrder" | "slug" | "status">;

export const POPE_PAGE = "/new-holy-father";

/**
 * The Pope's suggestion leads to his own page; a cardinal's opens the detail
 * panel over the page the visitor is on (`path` and its query `search`), so
 * closing it leaves them where they were.
 */
export function suggestionHref(item: Suggestion, path = "/", search = ""): string {
  if (item.status === "pope") return POPE_PAGE;
  const params = new URLSearchParams(search);
  params.set("cardinalId", item.slug);
  return `${path}?${params.toString()}`;
}
