/**
 * Every page of the site, once: its path, its component, its title and
 * description, the data it needs before it can render, and whether search
 * engines may index it. The client router renders from this table; the
 * server matches a request against it once, prefetches the page's data with
 * it, builds the head from it (from the fetched record, for a page about one
 * person), and writes the sitemap and robots.txt from it.
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { slugSearchTerm, type PageMeta } from "../../src/shared/site.ts";
import { HomePage } from "../directory/home-page.tsx";
import { directoryListQuery, under80NonElectorsQuery } from "../directory/queries.ts";
import { filtersFromSearch } from "../directory/filters.ts";
import { siteMessageQuery } from "../live/queries.ts";
import { cardinalProfileQuery } from "../profile/queries.ts";
import { popeFileQuery, popeRecordQuery } from "../pope/queries.ts";
import { gameNameQuery } from "../lib/game-name.ts";
import { changesPageFrom, changesQuery } from "../changes/queries.ts";
import { funPollsQuery } from "../polls/queries.ts";
import { loadWithTexts } from "../lib/i18n/localized-content.ts";
import { insightsText } from "../insights/content.ts";
import { whyAPopeText } from "../teaching/why-a-pope-content.ts";
import { privacyText, termsText } from "../legal/legal-texts.ts";
import { m } from "../lib/i18n/messages.ts";
import type { Locale } from "../../src/shared/locales.ts";

const CardinalRoute = lazy(() => import("./cardinal-route.tsx"));
const SacredSmokePage = lazy(() => import("../sacred-smoke/page.tsx"));
const GullBGonePage = lazy(() => import("../gull-b-gone/page.tsx"));
// A page with a long text loads it, in the page's language, together with its code.
const ConclaveInsightsPage = lazy(loadWithTexts(() => import("../insights/conclave-insights-page.tsx"), insightsText));
const NewHolyFatherPage = lazy(() => import("../pope/new-holy-father-page.tsx"));
const DeepDivePage = lazy(() => import("../pope/deep-dive-page.tsx"));
const WhyAPopePage = lazy(loadWithTexts(() => import("../teaching/why-a-pope-page.tsx"), whyAPopeText));
const PrivacyPage = lazy(loadWithTexts(() => import("../legal/privacy-page.tsx"), privacyText));
const TermsPage = lazy(loadWithTexts(() => import("../legal/terms-page.tsx"), termsText));
const RatingsMethodologyPage = lazy(() => import("../profile/ratings-methodology-page.tsx"));
const LiveStreamPage = lazy(() => import("../live/live-stream-page.tsx"));
const HabemusPapamPage = lazy(() => import("../habemus/habemus-page.tsx"));
const FunPollsPage = lazy(() => import("../polls/fun-polls-page.tsx"));
const ApiDocsPage = lazy(() => import("../api-docs/api-docs-page.tsx"));
const AdminPage = lazy(() => import("../admin/admin-page.tsx"));
const ChangesPage = lazy(() => import("../changes/changes-page.tsx"));
const HomeMessage = lazy(() => import("../live/home-message.tsx"));

function Home() {
  return <HomePage notice={<Suspense fallback={null}><HomeMessage /></Suspense>} />;
}

// The insights page takes no route parameters; the router's props are not passed on.
const Insights = () => <ConclaveInsightsPage />;

// Each entry is a different query's options; the list is heterogeneous by nature.
export type PageQuery = FetchQueryOptions<any, any, any, any>;

/** A request's match: the page, its path parameters and its query string (no "?"). */
export interface PageMatch {
  page: PageEntry;
  params: Readonly<Record<string, string>>;
  search: string;
}

export interface PageEntry {
  /** A router pattern: `:name` takes one path segment. */
  path: string;
  component: ComponentType;
  /**
   * Title and description when the page is about no one record (the not-found page's when it is);
   * a function of the page's language for a page whose head is translated.
   */
  meta: PageMeta | ((locale: Locale) => PageMeta);
  /**
   * What the page reads, fetched on the server before it renders: data the same
   * for every visitor (the polls as a visitor who has not voted sees them; votes
   * and the session load in the browser).
   */
  data?: (match: Omit<PageMatch, "page">) => PageQuery[];
  /**
   * For a page about one person: his record, read from the data fetched for the
   * body (so the head and the body show the same record); null makes the page a 404.
   */
  record?: (match: Omit<PageMatch, "page">, client: QueryClient) => Cardinal | null;
  /** A title that follows the operator's settings (the bird game is named by the operator), in the page's language. */
  title?: (gameName: string, locale: Locale) => string;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
}

const cardinalPage = (path: string): PageEntry => ({
  path,
  component: CardinalRoute,
  meta: notFoundMeta,
  // The names closest to the address too, for the 404 when it names no one (a read from memory either way).
  data: ({ params }) => [cardinalProfileQuery(params.slug ?? ""), apiQueries.photos(), apiQueries.suggestions(slugSearchTerm(params.slug ?? ""))],
  record: ({ params }, client) => client.getQueryData(cardinalProfileQuery(params.slug ?? "").queryKey) ?? null,
  // The canonical address of a cardinal's page is /cardinal/{slug}; the sitemap lists each one from the roster.
  indexed: false,
});

/** A page's title and description in `locale`. */
export const metaOf = (page: PageEntry, locale: Locale): PageMeta => (typeof page.meta === "function" ? page.meta(locale) : page.meta);

/** The head of the page shown where nothing is found, in `locale`. */
export const notFoundMeta = (locale: Locale): PageMeta => ({ title: m.not_found_title({}, { locale }), description: m.not_found_description({}, { locale }) });

export const PAGES: readonly PageEntry[] = [
  {
    path: "/", component: Home, indexed: true,
    // The home page's title is the directory's heading.
    meta: (locale) => ({ title: m.directory_heading({}, { locale }), description: m.directory_meta_description({}, { locale }) }),
    data: ({ search }) => {
      const filters = filtersFromSearch(search);
      const nonElectors = under80NonElectorsQuery(filters);
      // Leo XIV's record: the banner about his election is shown only while he is the pope.
      return [directoryListQuery(filters), apiQueries.directoryFilters(), siteMessageQuery("home-page-message"), apiQueries.photos(), popeRecordQuery(), ...(nonElectors ? [nonElectors] : [])];
    },
  },
  cardinalPage("/cardinal/:slug"),
  // Where the poll results link.
  cardinalPage("/cardinals/:slug"),
  {
    path: "/conclave-game", component: SacredSmokePage, indexed: true,
    meta: (locale) => ({ title: m.games_meta_smoke_title({}, { locale }), description: m.games_meta_smoke_description({}, { locale }) }),
  },
  {
    path: "/vatican-sniper", component: GullBGonePage, indexed: true,
    meta: (locale) => ({ title: m.games_meta_gull_title({ name: "Gull-B-Gone" }, { locale }), description: m.games_meta_gull_description({}, { locale }) }),
    // The game's name is the operator's, in every language; the words around it are the page's.
    title: (name, locale) => m.games_meta_gull_title({ name }, { locale }),
    data: () => [gameNameQuery()],
  },
  {
    path: "/conclave-insights", component: Insights, indexed: true,
    meta: (locale) => ({ title: m.insights_title({}, { locale }), description: m.insights_meta_description({}, { locale }) }),
    data: () => [apiQueries.college(), apiQueries.photos()],
  },
  {
    path: "/new-holy-father", component: NewHolyFatherPage, indexed: true,
    meta: (locale) => ({ title: m.pope_meta_title({}, { locale }), description: m.pope_meta_description({}, { locale }) }),
    data: () => [popeRecordQuery(), popeFileQuery(), apiQueries.photos()],
  },
  {
    path: "/deep-dive-pope-leo", component: DeepDivePage, indexed: true,
    meta: (locale) => ({ title: m.pope_meta_deep_dive_title({}, { locale }), description: m.pope_meta_deep_dive_description({}, { locale }) }),
    // His record: the page says first when his pontificate has ended.
    data: () => [popeRecordQuery()],
  },
  {
    path: "/why-a-pope", component: WhyAPopePage, indexed: true,
    meta: (locale) => ({ title: m.teaching_meta_title({}, { locale }), description: m.teaching_meta_description({}, { locale }) }),
  },
  {
    path: "/live-stream", component: LiveStreamPage, indexed: true,
    meta: (locale) => ({ title: m.live_meta_title({}, { locale }), description: m.live_meta_description({}, { locale }) }),
    data: () => [siteMessageQuery("livestream-page-message"), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url"), apiQueries.collegeOffices()],
  },
  {
    path: "/habemus-papam", component: HabemusPapamPage, indexed: true,
    meta: (locale) => ({ title: m.conclave_meta_habemus_title({}, { locale }), description: m.conclave_meta_habemus_description({}, { locale }) }),
    data: () => [apiQueries.latinNames()],
  },
  {
    path: "/fun-polls", component: FunPollsPage, indexed: true,
    meta: (locale) => ({ title: m.live_polls_title({}, { locale }), description: m.live_meta_polls_description({}, { locale }) }),
    data: () => [funPollsQuery()],
  },
  {
    path: "/api-docs", component: ApiDocsPage, indexed: true,
    meta: (locale) => ({ title: m.apidocs_title({}, { locale }), description: m.apidocs_meta_description({}, { locale }) }),
    data: () => [apiQueries.apiDocument()],
  },
  // The operator's dashboard: not listed, and crawlers are asked to leave it alone.
  { path: "/admin1190", component: AdminPage, indexed: false, meta: { title: "Admin Dashboard", description: "Operator dashboard." } },
  {
    path: "/changes", component: ChangesPage, indexed: true,
    meta: (locale) => ({ title: m.changes_title({}, { locale }), description: m.changes_meta_description({}, { locale }) }),
    data: ({ search }) => [changesQuery(changesPageFrom(search))],
  },
  {
    path: "/ratings-methodology", component: RatingsMethodologyPage, indexed: true,
    meta: (locale) => ({ title: m.cardinal_ratings_method({}, { locale }), description: m.pope_meta_methodology_description({}, { locale }) }),
  },
  { path: "/privacy", component: PrivacyPage, indexed: true, meta: (locale) => ({ title: m.legal_privacy_title({}, { locale }), description: m.legal_privacy_description({}, { locale }) }) },
  { path: "/terms", component: TermsPage, indexed: true, meta: (locale) => ({ title: m.legal_terms_title({}, { locale }), description: m.legal_terms_description({}, { locale }) }) },
];

const patterns = PAGES.map((page) => {
  const names: string[] = [];
  const source = page.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  // A person's page is found with a trailing slash too; other pages only at their exact path.
  return { page, names, pattern: new RegExp(`^${source}${names.length ? "/?" : ""}$`) };
});

/** The page `path` shows (matched once per request), or null for the 404 page. */
export function matchPage(path: string, search: string): PageMatch | null {
  for (const { page, names, pattern } of patterns) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? "");
      });
    } catch {
      return null; // a malformed escape names nothing
    }
    return { page, params, search };
  }
  return null;
}

/** What the layout of every page reads: the conclave banner while the See is vacant, and the navigation's live dot, shown only while a stream is set. */
const layoutQueries = (): PageQuery[] => [apiQueries.conclave(), apiQueries.stream("youtube-url-st-peters"), apiQueries.stream("youtube-url")];

/** The queries a page needs before it can render; every page, the 404 page included, carries the layout's. */
export function pageQueries(match: PageMatch | null): PageQuery[] {
  const page = match?.page.data?.(match) ?? [];
  const keys = new Set(page.map((q) => JSON.stringify(q.queryKey)));
  return [...page, ...layoutQueries().filter((q) => !keys.has(JSON.stringify(q.queryKey)))];
}

/** Paths listed in the sitemap (the cardinals' pages are added from the roster). */
export const INDEXED_PATHS = PAGES.filter((p) => p.indexed && !p.path.includes(":")).map((p) => p.path);

/** Paths crawlers are asked to leave alone. */
export const PRIVATE_PATHS = PAGES.filter((p) => !p.indexed && !p.path.includes(":")).map((p) => p.path);
