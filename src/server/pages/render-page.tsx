/**
 * Renders a page with React on the server: the page's queries are fetched
 * in-process first (`prefetchPage`), the whole tree (lazy pages included) is
 * rendered to HTML, and the fetched data is dehydrated so the browser hydrates
 * the same tree without asking the API again.
 */
import { prerender } from "react-dom/static";
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { App } from "../../../islands/app/app.tsx";
import type { PageMatch } from "../../../islands/app/pages.tsx";
import { pageQueries } from "./page-table.ts";
import { createQueryClient } from "../../../islands/lib/query-client.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { ApiReader } from "../../shared/api-contract.ts";
import { localizedPath } from "../../shared/locales.ts";
import { inLocale } from "./render-locale.ts";

export interface RenderedPage {
  html: string;
  state: DehydratedState;
  /** The texts the page formatted with Intl, for the browser to hydrate with (intl-texts.ts). */
  texts: Record<string, string>;
}

/** A query client reading through `reader`, holding the data the matched page needs. */
export async function prefetchPage(match: PageMatch | null, reader: ApiReader): Promise<QueryClient> {
  const client = createQueryClient(reader);
  await Promise.all(pageQueries(match).map((q) => client.prefetchQuery(q)));
  return client;
}

/**
 * The page at `path` from the data `client` fetched for it (`prefetchPage`).
 * `path` is the page's path without its language prefix; the language is `config.locale`.
 */
export async function renderPage(path: string, search: string, client: QueryClient, config: SiteConfig): Promise<RenderedPage> {
  const { result, texts } = await inLocale(config.locale, () => renderInLocale(path, search, client, config));
  return { ...result, texts };
}

async function renderInLocale(path: string, search: string, client: QueryClient, config: SiteConfig): Promise<Omit<RenderedPage, "texts">> {
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
