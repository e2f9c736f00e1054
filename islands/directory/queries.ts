import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SUGGESTION_LIMIT, type CardinalListResponse, type CardinalSuggestionResponse } from "../../src/shared/cardinals.ts";
import { listUrl, type DirectoryFilters } from "./filters.ts";

export const cardinalKeys = {
  list: (filters: DirectoryFilters) => [listUrl(filters)] as const,
  suggestions: (term: string) => [`/api/cardinals/suggestions?search=${encodeURIComponent(term)}&limit=${SUGGESTION_LIMIT}`] as const,
};

/** Spec: the home list is fetched on mount and reconnect, never cached, not on focus. */
export function useCardinalList(filters: DirectoryFilters) {
  return useQuery<CardinalListResponse>({
    queryKey: cardinalKeys.list(filters),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
    refetchOnReconnect: true,
    placeholderData: keepPreviousData,
  });
}

/** Name matches first; the Pope is found too (status "pope"), though the grid lists only cardinals. */
export function useSuggestions(term: string) {
  return useQuery<CardinalSuggestionResponse>({
    queryKey: cardinalKeys.suggestions(term),
    enabled: term.length >= 2,
  });
}
