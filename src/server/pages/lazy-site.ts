import type { SiteDeps, createSiteHandler } from "./site.ts";

type SiteHandler = ReturnType<typeof createSiteHandler>;

/**
 * The page handler, loaded by the first request for a page or file rather than at start.
 * Rendering pages brings in React, every page and the interface messages of every language:
 * most of the server's code. Evaluating it at start kept the executable from answering the
 * API (`/api/seed-data`, the first call a page makes) for a few hundred milliseconds; loaded
 * here, a start evaluates only the API's code and the first page pays for the rest once.
 * Same shape as `createSiteHandler`'s answer, so the server uses either alike.
 */
export function lazySiteHandler(deps: SiteDeps): SiteHandler {
  let site: SiteHandler | undefined;
  let loading: Promise<SiteHandler> | undefined;
  const load = () => (loading ??= import("./site.ts").then((m) => (site = m.createSiteHandler(deps))));
  return {
    // Without a promise once loaded: a cached page is then answered in the request's own turn.
    handle: (req, url, ipOf, href) => (site ? site.handle(req, url, ipOf, href) : load().then((s) => s.handle(req, url, ipOf, href))),
    // Nothing is cached before the handler exists, so there is nothing to forget.
    forgetPages: () => site?.forgetPages(),
  };
}
