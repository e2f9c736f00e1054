import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CardinalListResponse } from "../../src/shared/cardinals.ts";
import { listUrl, type DirectoryFilters } from "./filters.ts";

export const cardinalKeys = {
  list: (filters: DirectoryFilters) => [listUrl(filters)] as const,
  suggestions: (term: string) => [`/api/cardinals?search=${encodeURIComponent(term)}&limit=5`] as const,
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

export function useSuggestions(term: string) {
  return useQuery<CardinalListResponse>({
    queryKey: cardinalKeys.suggestions(term),
    enabled: term.length >= 2,
  });
}
