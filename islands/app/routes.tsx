import { Suspense, lazy, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { documentTitle } from "../../src/shared/site.ts";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { useGameName } from "../lib/game-name.ts";
import { matchPage, notFoundTitle, PAGES } from "./pages.tsx";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { ProfilePanelHost } from "./profile-panel-host.tsx";

// Loaded like the other pages, on demand: the home page's first script does not carry it.
const NotFoundPage = lazy(() => import("./not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })));

/** Keeps the tab title in step with client-side navigation (the server set it for the first load). */
function useDocumentTitle() {
  const [path] = useLocation();
  // The game's page is titled after the game, which the operator can rename while it is open.
  const gameName = useGameName({ ask: false });
  useEffect(() => {
    const page = matchPage(path, "")?.page;
    // A page about one person titles itself once his record is in.
    if (page?.aboutOnePerson) return;
    document.title = documentTitle((page?.title ?? notFoundTitle)(getLocale(), gameName), page?.path === "/");
  }, [path, gameName]);
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

/** Every page of the table; pages other than Home load on demand. */
export function AppRoutes() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageSpinner label={m.loading_page()} />}>
      <Switch>
        {PAGES.map((page) => <Route key={page.path} path={page.path} component={page.component} />)}
        <Route>{() => <NotFoundPage />}</Route>
      </Switch>
      <ProfilePanelHost />
      <HydratedMark />
    </Suspense>
  );
}
