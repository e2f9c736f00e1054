import { useEffect } from "react";
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { httpReader } from "../lib/api.ts";
import { whenIdle } from "../lib/when-idle.ts";
import { SiteConfigContext, type SiteConfig } from "../lib/site-config.ts";
import { SiteLayout } from "./layout/site-layout.tsx";
import { AppRoutes } from "./routes.tsx";
import { localeBase } from "../../src/shared/locales.ts";

/**
 * A start-up call that logs the roster's counts; its answer only matters to someone reading the
 * console, so it waits until the page has been made interactive.
 */
function useSeedDataPing() {
  useEffect(() => whenIdle(() => {
    httpReader.read(ENDPOINTS.seedData, undefined)
      .then((data) => console.info("seed-data", data))
      .catch((err) => console.error("seed-data failed", err));
  }), []);
}

export interface AppProps {
  config: SiteConfig;
  client: QueryClient;
  /** The queries the server fetched for this page, written into it. */
  state?: DehydratedState | null;
  /** On the server: the address being rendered (path, and query string without "?"). */
  location?: { path: string; search: string };
}

/** The whole site, the same tree on the server (rendering a page) and in the browser (hydrating it). */
export function App({ config, client, state, location }: AppProps) {
  useSeedDataPing();
  return (
    <SiteConfigContext.Provider value={config}>
      <QueryClientProvider client={client}>
        <HydrationBoundary state={state ?? undefined}>
          <Router base={localeBase(config.locale)} ssrPath={location?.path} ssrSearch={location?.search}>
            <SiteLayout>
              <AppRoutes />
            </SiteLayout>
          </Router>
        </HydrationBoundary>
      </QueryClientProvider>
    </SiteConfigContext.Provider>
  );
}
