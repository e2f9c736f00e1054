/**
 * Renders a page route with React on the server: the route's declared queries
 * are fetched in-process first, the whole tree (lazy pages included) is
 * rendered to HTML, and the fetched data is dehydrated so the browser hydrates
 * the same tree without asking the API again.
 */
import { prerender } from "react-dom/static";
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { App } from "../../../islands/app/app.tsx";
import { routeQueries } from "../../../islands/app/route-data.ts";
import { createQueryClient } from "../../../islands/lib/query-client.ts";
import type { SiteConfig } from "../../../islands/lib/site-config.ts";
import type { ApiReader } from "../../shared/api-contract.ts";
import { localizedPath } from "../../shared/locales.ts";
import { inLocale } from "./render-locale.ts";

export interface RenderedPage {
  html: string;
  state: DehydratedState;
}

/** `path` is the page's path without its language prefix; the language is `config.locale`. */
export function renderPage(path: string, search: string, reader: ApiReader, config: SiteConfig): Promise<RenderedPage> {
  return inLocale(config.locale, () => renderInLocale(path, search, reader, config));
}

async function renderInLocale(path: string, search: string, reader: ApiReader, config: SiteConfig): Promise<RenderedPage> {
  const client = createQueryClient(reader);
  const queries = routeQueries(path, search);
  await Promise.all(queries.map((q) => client.prefetchQuery(q)));
  // Failed reads are written too: the browser then shows the same error state instead of a spinner.
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== "pending" });
  let renderError: unknown = null;
  // prerender waits for every lazy page; with no chunk size limit every boundary is written in place,
  // so the page carries no inline reveal scripts (which the CSP would refuse anyway).
  const { prelude } = await prerender(
    <App config={config} client={client} location={{ path: localizedPath(config.locale, path), search }} />,
    { onError: (error) => { renderError ??= error; }, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  if (renderError) throw renderError;
  client.clear();
  return { html, state };
}
