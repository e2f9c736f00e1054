/**
 * What each page route loads, declared once as typed query options. The
 * server prefetches exactly these before rendering a page (and writes them into
 * it); the pages' own hooks use the same options, so the browser finds the
 * data in its cache on load and fetches nothing again.
 */
import type { FetchQueryOptions } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { CARDINAL_PATH } from "../../src/shared/site.ts";
import { directoryListQuery } from "../directory/queries.ts";
import { filtersFromSearch } from "../directory/filters.ts";
import { siteMessageQuery } from "../live/queries.ts";
import { cardinalProfileQuery } from "../profile/queries.ts";
import { popeFileQuery, popeRecordQuery } from "../pope/queries.ts";
import { gameNameQuery } from "../lib/game-name.ts";

// Each entry is a different query's options; the list is heterogeneous by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteQuery = FetchQueryOptions<any, any, any, any>;

/** Routes whose data is the same for every visitor. Votes, polls and the admin session load in the browser. */
const STATIC_ROUTES: Record<string, (search: string) => RouteQuery[]> = {
  "/": (search) => [directoryListQuery(filtersFromSearch(search)), siteMessageQuery("home-page-message"), apiQueries.photos()],
  "/conclave-insights": () => [apiQueries.college(), apiQueries.photos()],
  "/new-holy-father": () => [popeRecordQuery(), popeFileQuery(), apiQueries.photos()],
  "/live-stream": () => [siteMessageQuery("livestream-page-message"), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url"), apiQueries.collegeOffices()],
  "/habemus-papam": () => [apiQueries.latinNames()],
  "/vatican-sniper": () => [gameNameQuery()],
  "/api-docs": () => [apiQueries.apiDocument()],
};

/** The queries a page at `path` (with query string `search`, no "?") needs before it can render. */
export function routeQueries(path: string, search: string): RouteQuery[] {
  const slug = CARDINAL_PATH.exec(path)?.[1];
  if (slug) return [cardinalProfileQuery(slug), apiQueries.photos()];
  return STATIC_ROUTES[path]?.(search) ?? [];
}
