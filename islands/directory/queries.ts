import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { listParams, type DirectoryFilters } from "./filters.ts";

/** How long a page of the list counts as fresh: long enough that a server-rendered page is not fetched again on load. */
const LIST_FRESH_MS = 60_000;

/** One page of the home list for a filter state; the server prefetches the same options. */
export const directoryListQuery = (filters: DirectoryFilters) => ({
  ...apiQueries.cardinalList(listParams(filters)),
  staleTime: LIST_FRESH_MS,
});

/** The home list is fetched on mount and reconnect, not on focus. */
export function useCardinalList(filters: DirectoryFilters) {
  return useQuery({
    ...directoryListQuery(filters),
    refetchOnReconnect: true,
    placeholderData: keepPreviousData,
  });
}

/** Name matches first; the Pope is found too (status "pope"), though the grid lists only cardinals. */
export function useSuggestions(term: string) {
  return useQuery({
    ...apiQueries.suggestions(term),
    enabled: term.length >= 2,
  });
}
