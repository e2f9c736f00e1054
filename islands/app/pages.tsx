/**
 * Every page of the site, once, as the browser's router needs it: its path,
 * its component and its title. What only the server needs about each page
 * (its description, the data prefetched before it renders, the record a page
 * about one person shows, whether search engines may index it) is the
 * server's half of the table, `src/server/pages/page-table.ts`, keyed by these
 * paths, so the home page's first script carries none of it.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { HomePage } from "../directory/home-page.tsx";
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
   * The page's title in `locale` (the bird game is named by the operator: `gameName`, when known).
   * A page about one person titles itself from his record; this is its title when no one is found.
   */
  title: (locale: Locale, gameName?: string) => string;
  /** A page about one person, found by the slug in its address. */
  aboutOnePerson?: true;
}

/** The title of the page shown where nothing is found, in `locale`. */
export const notFoundTitle = (locale: Locale): string => m.not_found_title({}, { locale });

const cardinalPage = <P extends string>(path: P) => ({ path, component: CardinalRoute, title: notFoundTitle, aboutOnePerson: true as const });

export const PAGES = [
  // The home page's title is the directory's heading.
  { path: "/", component: Home, title: (locale) => m.directory_heading({}, { locale }) },
  cardinalPage("/cardinal/:slug"),
  // Where the poll results link.
  cardinalPage("/cardinals/:slug"),
  { path: "/conclave-game", component: SacredSmokePage, title: (locale) => m.games_meta_smoke_title({}, { locale }) },
  // The game's name is the operator's, in every language; the words around it are the page's.
  { path: "/vatican-sniper", component: GullBGonePage, title: (locale, name = "Gull-B-Gone") => m.games_meta_gull_title({ name }, { locale }) },
  { path: "/conclave-insights", component: Insights, title: (locale) => m.insights_title({}, { locale }) },
  { path: "/new-holy-father", component: NewHolyFatherPage, title: (locale) => m.pope_meta_title({}, { locale }) },
  { path: "/deep-dive-pope-leo", component: DeepDivePage, title: (locale) => m.pope_meta_deep_dive_title({}, { locale }) },
  { path: "/why-a-pope", component: WhyAPopePage, title: (locale) => m.teaching_meta_title({}, { locale }) },
  { path: "/live-stream", component: LiveStreamPage, title: (locale) => m.live_meta_title({}, { locale }) },
  { path: "/habemus-papam", component: HabemusPapamPage, title: (locale) => m.conclave_meta_habemus_title({}, { locale }) },
  { path: "/fun-polls", component: FunPollsPage, title: (locale) => m.live_polls_title({}, { locale }) },
  { path: "/api-docs", component: ApiDocsPage, title: (locale) => m.apidocs_title({}, { locale }) },
  // The operator's dashboard stays in English.
  { path: "/admin1190", component: AdminPage, title: () => "Admin Dashboard" },
  { path: "/changes", component: ChangesPage, title: (locale) => m.changes_title({}, { locale }) },
  { path: "/ratings-methodology", component: RatingsMethodologyPage, title: (locale) => m.cardinal_ratings_method({}, { locale }) },
  { path: "/privacy", component: PrivacyPage, title: (locale) => m.legal_privacy_title({}, { locale }) },
  { path: "/terms", component: TermsPage, title: (locale) => m.legal_terms_title({}, { locale }) },
] as const satisfies readonly PageEntry[];

/** The path of a page of the table, as the server's half of the table is keyed. */
export type PagePath = (typeof PAGES)[number]["path"];

const patterns = PAGES.map((page: PageEntry) => {
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
