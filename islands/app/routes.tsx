import { Suspense, lazy, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { NOT_FOUND_META, PAGE_META, documentTitle, GAME_PAGE_PATH, gamePageTitle } from "../../src/shared/site.ts";
import { HomePage } from "../directory/home-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { useGameName } from "../lib/game-name.ts";
import { ProfilePanelHost } from "./profile-panel-host.tsx";

const CardinalRoute = lazy(() => import("./cardinal-route.tsx"));
const SacredSmokePage = lazy(() => import("../sacred-smoke/page.tsx"));
const GullBGonePage = lazy(() => import("../gull-b-gone/page.tsx"));
const ConclaveInsightsPage = lazy(() => import("../insights/conclave-insights-page.tsx"));
const NewHolyFatherPage = lazy(() => import("../pope/new-holy-father-page.tsx"));
const DeepDivePage = lazy(() => import("../pope/deep-dive-page.tsx"));
const WhyAPopePage = lazy(() => import("../teaching/why-a-pope-page.tsx"));
const PrivacyPage = lazy(() => import("../legal/privacy-page.tsx"));
const TermsPage = lazy(() => import("../legal/terms-page.tsx"));
const RatingsMethodologyPage = lazy(() => import("../profile/ratings-methodology-page.tsx"));
const LiveStreamPage = lazy(() => import("../live/live-stream-page.tsx"));
const HabemusPapamPage = lazy(() => import("../habemus/habemus-page.tsx"));
const FunPollsPage = lazy(() => import("../polls/fun-polls-page.tsx"));
const ApiDocsPage = lazy(() => import("../api-docs/api-docs-page.tsx"));
const AdminPage = lazy(() => import("../admin/admin-page.tsx"));
const ChangesPage = lazy(() => import("../changes/changes-page.tsx"));
const HomeMessage = lazy(() => import("../live/home-message.tsx"));

/** Keeps the tab title in step with client-side navigation (the server set it for the first load). */
function useDocumentTitle() {
  const [path] = useLocation();
  // The game's page is titled after the game, which the operator can rename while it is open.
  const gameName = useGameName({ ask: false });
  useEffect(() => {
    const meta = PAGE_META[path];
    if (path === GAME_PAGE_PATH) document.title = documentTitle(gamePageTitle(gameName));
    else if (meta) document.title = documentTitle(meta.title);
    else if (!/^\/cardinals?\//.test(path)) document.title = documentTitle(NOT_FOUND_META.title);
  }, [path, gameName]);
}

function Home() {
  return <HomePage notice={<Suspense fallback={null}><HomeMessage /></Suspense>} />;
}

/**
 * Marks the page as interactive once the route's boundary has hydrated (it sits
 * inside it), for browser tests and anyone debugging a slow start.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** Every route of the spec; pages other than Home load on demand. */
export function AppRoutes() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageSpinner label="Loading page..." />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/cardinal/:slug" component={CardinalRoute} />
        <Route path="/cardinals/:slug" component={CardinalRoute} />
        <Route path="/conclave-game" component={SacredSmokePage} />
        <Route path="/vatican-sniper" component={GullBGonePage} />
        <Route path="/conclave-insights">{() => <ConclaveInsightsPage />}</Route>
        <Route path="/new-holy-father" component={NewHolyFatherPage} />
        <Route path="/deep-dive-pope-leo" component={DeepDivePage} />
        <Route path="/why-a-pope" component={WhyAPopePage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/ratings-methodology" component={RatingsMethodologyPage} />
        <Route path="/live-stream" component={LiveStreamPage} />
        <Route path="/habemus-papam" component={HabemusPapamPage} />
        <Route path="/fun-polls" component={FunPollsPage} />
        <Route path="/api-docs" component={ApiDocsPage} />
        <Route path="/changes" component={ChangesPage} />
        <Route path="/admin1190" component={AdminPage} />
        <Route>{() => <NotFoundPage />}</Route>
      </Switch>
      <ProfilePanelHost />
      <HydratedMark />
    </Suspense>
  );
}
