import { apiQueries } from "../../src/shared/api-queries.ts";

/** Changes per page of /changes. */
export const CHANGES_PAGE_SIZE = 25;

/** The page of the log an address asks for (`?page=2`); anything else is the first. */
export function changesPageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** One page of the change log; the server prefetches the same options. Asked again on load: a change can come at any time. */
export const changesQuery = (page: number) => ({ ...apiQueries.changes(page, CHANGES_PAGE_SIZE), staleTime: 0 });
