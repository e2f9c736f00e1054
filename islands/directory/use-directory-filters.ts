import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { filtersFromSearch, searchFromFilters, type DirectoryFilters } from "./filters.ts";

/**
 * The filter state of the home page, read from and written to the address
 * without a reload. A change of filters keeps an open panel's cardinalId.
 */
export function useDirectoryFilters(): [DirectoryFilters, (next: DirectoryFilters) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = useCallback(
    (next: DirectoryFilters) => {
      const cardinalId = new URLSearchParams(search).get("cardinalId");
      navigate(`/${searchFromFilters(next, { cardinalId })}`);
    },
    [search, navigate],
  );
  return [filters, setFilters];
}
