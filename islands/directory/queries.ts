import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { UNDER_80, listParams, type DirectoryFilters } from "./filters.ts";

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

/**
 * With "Under 80" on and the Electors chip off: those the list shows who are
 * not electors (one who renounced the rights of the cardinalate), so the page
 * can say why its count is not the electors'. Null when the filters ask nothing of the kind.
 */
export const under80NonElectorsQuery = (filters: DirectoryFilters) =>
  filters.maxAge === UNDER_80 && !filters.electors
    ? { ...apiQueries.cardinalList({ ...listParams(filters), elector: false, page: 1, limit: 50 }), staleTime: LIST_FRESH_MS }
    : null;
