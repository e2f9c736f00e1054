/**
 * The server's half of the page table (`islands/app/pages.tsx` holds the
 * browser's: path, component, title): for each page, its description, the
 * data fetched before it renders, the record a page about one person shows,
 * and whether search engines may index it. The server matches a request
 * against the browser's table once, prefetches the page's data with this one,
 * builds the head from both (from the fetched record, for a page about one
 * person), and writes the sitemap and robots.txt from it.
 */
import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query";
import { PAGES, notFoundTitle, type PageEntry, type PageMatch, type PagePath } from "../../../islands/app/pages.tsx";
import { apiQueries } from "../../shared/api-queries.ts";
import type { Cardinal } from "../../shared/cardinals.ts";
import { slugSearchTerm, type PageMeta } from "../../shared/site.ts";
import type { Locale } from "../../shared/locales.ts";
import { directoryListQuery, under80NonElectorsQuery } from "../../../islands/directory/queries.ts";
import { filtersFromSearch } from "../../../islands/directory/filters.ts";
import { siteMessageQuery } from "../../../islands/live/queries.ts";
import { cardinalProfileQuery } from "../../../islands/profile/queries.ts";
import { popeFileQuery, popeRecordQuery } from "../../../islands/pope/queries.ts";
import { gameNameQuery } from "../../../islands/lib/game-name.ts";
import { changesPageFrom, changesQuery } from "../../../islands/changes/queries.ts";
import { funPollsQuery } from "../../../islands/polls/queries.ts";
import { m } from "../../../islands/lib/i18n/messages.ts";

// Each entry is a different query's options; the list is heterogeneous by nature.
export type PageQuery = FetchQueryOptions<any, any, any, any>;

interface ServerPage {
  /** The description in the page's head and link previews, in `locale`. */
  description: (locale: Locale) => string;
  /**
   * What the page reads, fetched before it renders: data the same for every
   * visitor (the polls as a visitor who has not voted sees them; votes and the
   * session load in the browser).
   */
  data?: (match: Omit<PageMatch, "page">) => PageQuery[];
  /**
   * For a page about one person: his record, read from the data fetched for the
   * body (so the head and the body show the same record); null makes the page a 404.
   */
  record?: (match: Omit<PageMatch, "page">, client: QueryClient) => Cardinal | null;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
}

/** The description of the page shown where nothing is found, in `locale`. */
const notFoundDescription = (locale: Locale) => m.not_found_description({}, { locale });

const cardinalPage: ServerPage = {
  description: notFoundDescription,
  // The names closest to the address too, for the 404 when it names no one (a read from memory either way).
  data: ({ params }) => [cardinalProfileQuery(params.slug ?? ""), apiQueries.photos(), apiQueries.suggestions(slugSearchTerm(params.slug ?? ""))],
  record: ({ params }, client) => client.getQueryData(cardinalProfileQuery(params.slug ?? "").queryKey) ?? null,
  // The canonical address of a cardinal's page is /cardinal/{slug}; the sitemap lists each one from the roster.
  indexed: false,
};

// Keyed by the browser's table: a page added there and not here fails the typecheck.
const SERVER_PAGES: Record<PagePath, ServerPage> = {
  "/": {
    indexed: true,
    description: (locale) => m.directory_meta_description({}, { locale }),
    data: ({ search }) => {
      const filters = filtersFromSearch(search);
      const nonElectors = under80NonElectorsQuery(filters);
      // Leo XIV's record: the banner about his election is shown only while he is the pope.
      return [directoryListQuery(filters), apiQueries.directoryFilters(), siteMessageQuery("home-page-message"), apiQueries.photos(), popeRecordQuery(), ...(nonElectors ? [nonElectors] : [])];
    },
  },
  "/cardinal/:slug": cardinalPage,
  "/cardinals/:slug": cardinalPage,
  "/conclave-game": { indexed: true, description: (locale) => m.games_meta_smoke_description({}, { locale }) },
  "/vatican-sniper": { indexed: true, description: (locale) => m.games_meta_gull_description({}, { locale }), data: () => [gameNameQuery()] },
  "/conclave-insights": { indexed: true, description: (locale) => m.insights_meta_description({}, { locale }), data: () => [apiQueries.college(), apiQueries.photos()] },
  "/new-holy-father": { indexed: true, description: (locale) => m.pope_meta_description({}, { locale }), data: () => [popeRecordQuery(), popeFileQuery(), apiQueries.photos()] },
  // His record: the page says first when his pontificate has ended.
  "/deep-dive-pope-leo": { indexed: true, description: (locale) => m.pope_meta_deep_dive_description({}, { locale }), data: () => [popeRecordQuery()] },
  "/why-a-pope": { indexed: true, description: (locale) => m.teaching_meta_description({}, { locale }) },
  "/live-stream": {
    indexed: true,
    description: (locale) => m.live_meta_description({}, { locale }),
    data: () => [siteMessageQuery("livestream-page-message"), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url"), apiQueries.collegeOffices()],
  },
  "/habemus-papam": { indexed: true, description: (locale) => m.conclave_meta_habemus_description({}, { locale }), data: () => [apiQueries.latinNames()] },
  "/fun-polls": { indexed: true, description: (locale) => m.live_meta_polls_description({}, { locale }), data: () => [funPollsQuery()] },
  "/api-docs": { indexed: true, description: (locale) => m.apidocs_meta_description({}, { locale }), data: () => [apiQueries.apiDocument()] },
  // The operator's dashboard: not listed, and crawlers are asked to leave it alone.
  "/admin1190": { indexed: false, description: () => "Operator dashboard." },
  "/changes": { indexed: true, description: (locale) => m.changes_meta_description({}, { locale }), data: ({ search }) => [changesQuery(changesPageFrom(search))] },
  "/ratings-methodology": { indexed: true, description: (locale) => m.pope_meta_methodology_description({}, { locale }) },
  "/privacy": { indexed: true, description: (locale) => m.legal_privacy_description({}, { locale }) },
  "/terms": { indexed: true, description: (locale) => m.legal_terms_description({}, { locale }) },
};

/** What the server knows of `page` beyond its route and title. */
export const serverPage = (page: PageEntry): ServerPage => SERVER_PAGES[page.path as PagePath];

/** A page's title and description in `locale` (the bird game's title with the operator's name for it). */
export const metaOf = (page: PageEntry, locale: Locale, gameName?: string): PageMeta => ({ title: page.title(locale, gameName), description: serverPage(page).description(locale) });

/** The head of the page shown where nothing is found, in `locale`. */
export const notFoundMeta = (locale: Locale): PageMeta => ({ title: notFoundTitle(locale), description: notFoundDescription(locale) });

/** What the layout of every page reads: the conclave banner while the See is vacant, and the navigation's live dot, shown only while a stream is set. */
const layoutQueries = (): PageQuery[] => [apiQueries.conclave(), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url")];

/** The queries a page needs before it can render; every page, the 404 page included, carries the layout's. */
export function pageQueries(match: PageMatch | null): PageQuery[] {
  const page = match ? (serverPage(match.page).data?.(match) ?? []) : [];
  const keys = new Set(page.map((q) => JSON.stringify(q.queryKey)));
  return [...page, ...layoutQueries().filter((q) => !keys.has(JSON.stringify(q.queryKey)))];
}

/** For a page about one person: his record, from the data prefetched for the page; null otherwise. */
export const pageRecord = (match: PageMatch | null, client: QueryClient): Cardinal | null => (match ? (serverPage(match.page).record?.(match, client) ?? null) : null);

const isPattern = (path: string) => path.includes(":");

/** Paths listed in the sitemap (the cardinals' pages are added from the roster). */
export const INDEXED_PATHS = PAGES.filter((p) => serverPage(p).indexed && !isPattern(p.path)).map((p) => p.path);

/** Paths crawlers are asked to leave alone. */
export const PRIVATE_PATHS = PAGES.filter((p) => !serverPage(p).indexed && !isPattern(p.path)).map((p) => p.path);
