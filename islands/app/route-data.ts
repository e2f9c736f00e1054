/**
 * What each page route loads, declared once as typed query options. The
 * server prefetches exactly these before rendering a page (and writes them into
 * it); the pages' own hooks use the same options, so the browser finds the
 * data in its cache on load and fetches nothing again.
 */
import type { FetchQueryOptions } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { CARDINAL_PATH, slugSearchTerm } from "../../src/shared/site.ts";
import { directoryListQuery, under80NonElectorsQuery } from "../directory/queries.ts";
import { filtersFromSearch } from "../directory/filters.ts";
import { siteMessageQuery } from "../live/queries.ts";
import { cardinalProfileQuery } from "../profile/queries.ts";
import { popeFileQuery, popeRecordQuery } from "../pope/queries.ts";
import { gameNameQuery } from "../lib/game-name.ts";
import { changesPageFrom, changesQuery } from "../changes/queries.ts";
import { funPollsQuery } from "../polls/queries.ts";

// Each entry is a different query's options; the list is heterogeneous by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Routes whose data is the same for every visitor. Votes and the admin session
 * load in the browser; the polls are rendered as a visitor who has not voted
 * sees them, and the browser then asks for the visitor's own.
 */
const STATIC_ROUTES: Record<string, (search: string) => RouteQuery[]> = {
  "/": (search) => {
    const filters = filtersFromSearch(search);
    const nonElectors = under80NonElectorsQuery(filters);
    return [directoryListQuery(filters), apiQueries.directoryFilters(), siteMessageQuery("home-page-message"), apiQueries.photos(), ...(nonElectors ? [nonElectors] : [])];
  },
  "/conclave-insights": () => [apiQueries.college(), apiQueries.photos()],
  "/new-holy-father": () => [popeRecordQuery(), popeFileQuery(), apiQueries.photos()],
  "/live-stream": () => [siteMessageQuery("livestream-page-message"), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url"), apiQueries.collegeOffices()],
  "/habemus-papam": () => [apiQueries.latinNames()],
  "/vatican-sniper": () => [gameNameQuery()],
  "/api-docs": () => [apiQueries.apiDocument()],
  "/changes": (search) => [changesQuery(changesPageFrom(search))],
  "/fun-polls": () => [funPollsQuery()],
};

/** What the layout of every page reads: the conclave banner while the See is vacant, and the navigation's live dot, shown only while a stream is set. */
const LAYOUT_QUERIES = (): RouteQuery[] => [apiQueries.conclave(), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url")];

/**
 * The queries a page at `path` (with query string `search`, no "?") needs before it can render.
 * Every page, the "not found" page included, carries the layout's.
 */
export function routeQueries(path: string, search: string): RouteQuery[] {
  const slug = CARDINAL_PATH.exec(path)?.[1];
  // The names closest to the address, for the 404 when it names no one (a read from memory either way).
  const page = slug
    ? [cardinalProfileQuery(slug), apiQueries.photos(), apiQueries.suggestions(slugSearchTerm(slug))]
    : STATIC_ROUTES[path]?.(search) ?? [];
  const keys = new Set(page.map((q) => JSON.stringify(q.queryKey)));
  return [...page, ...LAYOUT_QUERIES().filter((q) => !keys.has(JSON.stringify(q.queryKey)))];
}
