import { extname, join } from "node:path";
import { existsSync } from "node:fs";
import type { Db } from "../../../db/open.ts";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../../shared/site-config.ts";
import { isoDay } from "../../shared/age.ts";
import type { RosterIndex } from "../directory/roster-index.ts";
import { matchPage } from "../../../islands/app/pages.tsx";
import { pageRecord } from "./page-table.ts";
import { splitLocale } from "../../shared/locales.ts";
import type { FileSource } from "../http/files.ts";
import { PHOTO_FILE_NAME } from "../../shared/photos.ts";
import { renderShell, type ShellAssets } from "./html-shell.ts";
import { pageHead } from "./page-head.ts";
import { createPageReader } from "./page-reader.ts";
import { directoryReads, type DirectorySource } from "../directory/cardinals.ts";
import { collegeReads } from "../college/college-reads.ts";
import { lazyApiDocument } from "../open-data/openapi-document.ts";
import { DEFAULT_PUBLIC_READ_LIMIT } from "../http/public-reads.ts";
import type { ApiDocument } from "../../shared/api-document.ts";
import { CONCLAVE_PHASES, conclaveState, type ConclaveState } from "../../shared/conclave.ts";
import { readConclaveLog } from "../../../db/queries/conclave.ts";
import { prefetchPage, renderPage } from "./render-page.tsx";
import { photoIndexReader } from "../directory/photo-index.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { EncodedBody, preferredEncoding, respondWithBody, type BodyOptions } from "../http/encoded-body.ts";
import { IMMUTABLE, PUBLIC_PAGE } from "../http/cache-policy.ts";
import { hashedAddress, publicOrigin, requestIsHttps } from "../http/client-ip.ts";
import type { RequestTarget } from "../http/request-target.ts";
import { securityHeaders } from "../http/security-headers.ts";
import { RateLimiter } from "../http/rate-limiter.ts";

/** Files that are not content-hashed: kept an hour, so a replaced photo shows within the hour. */
const PUBLIC_FILE = "public, max-age=3600";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp",
  ".woff2": "font/woff2", ".woff": "font/woff", ".txt": "text/plain; charset=utf-8", ".ico": "image/x-icon",
  ".json": "application/json",
};

export interface SiteDeps {
  db: Db;
  roster: RosterIndex;
  /** The API's directory (one module and one cache for both); made from `roster` when absent. */
  directory?: () => DirectorySource;
  files: FileSource;
  assets: ShellAssets;
  /** The site configuration written into every page; read per render so operator changes show. */
  config: () => Partial<Omit<SiteConfig, "today">>;
  photosDir: string;
  /** Injected so tests can fix "today"; pages are rendered and cached for it. */
  today?: () => string;
  /** content/profiles as loaded at start: file name → text. */
  profiles?: ReadonlyMap<string, string>;
  /**
   * True when another process has written to the database since the last
   * call (see externalWriteCheck): pages carry settings, so they are then
   * rendered afresh.
   */
  writtenElsewhere?: () => boolean;
  /** The OpenAPI document the API page renders (shared with the API); built with the default read limit when absent. */
  apiDocument?: () => ApiDocument;
  /** How many of the operator's proxies stand in front: absolute links use the scheme and host they forward (0: believe none). */
  trustProxy?: number;
  /**
   * Renders of pages not in the page cache, per address per window (count 0: no limit). Absent: no
   * limit, so tests that render many pages need not pretend to be many addresses; the executable
   * always passes one (PAGE_RENDER_LIMIT, 120 a minute by default). Pages in the cache are never counted.
   */
  renderLimit?: PageRenderLimit;
  /** Keys the per-address render counts (addresses are only ever kept as keyed hashes). */
  secret?: string;
  /** How many rendered pages are kept (500; tests make it small). */
  pageCacheSize?: number;
  /**
   * The conclave's state and its stream id (the API's ConclaveLive.frame): every page carries the
   * conclave banner, so a page is cached per id. Read from the database when absent.
   */
  conclave?: () => { id: number; data: ConclaveState };
}

export interface PageRenderLimit { count: number; windowMs: number }

function fileResponse(file: Blob, path: string, cacheControl: string): Response {
  return new Response(file, { headers: { "Content-Type": typeOf(path), "Cache-Control": cacheControl } });
}

const typeOf = (path: string) => TYPES[extname(path)] ?? "application/octet-stream";

/** Text assets worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * A hashed asset in the encoding the client accepts: the build's brotli or
 * gzip copy when it made one ("x.js.br" beside "x.js"), else compressed once
 * here and kept (a checkout bundles the client in memory at start).
 */
async function assetResponse(req: Request, files: FileSource, path: string, compressed: Map<string, EncodedBody>): Promise<Response> {
  const key = path.slice(1);
  const asset = files.get(key);
  if (!asset) return new Response("Not found", { status: 404 });
  if (!COMPRESSIBLE.test(path)) return fileResponse(asset, path, IMMUTABLE);
  const encoding = preferredEncoding(req.headers.get("accept-encoding"));
  const headers = { "Content-Type": typeOf(path), "Cache-Control": IMMUTABLE, Vary: "Accept-Encoding" };
  if (!encoding) return new Response(asset, { headers });
  const prebuilt = files.get(`${key}.${encoding === "br" ? "br" : "gz"}`);
  if (prebuilt) return new Response(prebuilt, { headers: { ...headers, "Content-Encoding": encoding } });
  let body = compressed.get(key);
  if (!body) compressed.set(key, (body = new EncodedBody(new Uint8Array(await asset.arrayBuffer()))));
  return new Response(body.encoded(encoding), { headers: { ...headers, "Content-Encoding": encoding } });
}

/** Past the render limit: a sentence, when to come back, and nothing a shared cache may keep. */
function tooManyRenders(seconds: number): Response {
  return new Response("Too many pages requested from your network in a short time. Please wait a moment and try again.\n", {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(Math.max(1, seconds)) },
  });
}

const PAGE_CACHE_SIZE = 500;
const textResponse = (text: string, type: string) => new Response(text, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600" } });
/** Pages are revalidated by browsers each time (their ETag makes that a 304) and compressed as the client accepts. */
/**
 * A page's answer options, one object per scheme and status (answers built
 * once are kept per options object), security headers included so the
 * server sends a cached page as it is.
 */
const PAGE_ANSWERS = {
  http: { contentType: "text/html; charset=utf-8", cacheControl: PUBLIC_PAGE, headers: securityHeaders(false, "page") },
  https: { contentType: "text/html; charset=utf-8", cacheControl: PUBLIC_PAGE, headers: securityHeaders(true, "page") },
} as const satisfies Record<string, BodyOptions>;
const pageAnswer = (https: boolean, status: number): BodyOptions => {
  const options = https ? PAGE_ANSWERS.https : PAGE_ANSWERS.http;
  return status === 200 ? options : { ...options, status };
};

/** Everything that is not /api: hashed assets, public files, licensed photos, and the server-rendered pages. */
export function createSiteHandler(deps: SiteDeps) {
  const today = deps.today ?? (() => isoDay(new Date()));
  const profiles = deps.profiles ?? new Map<string, string>();
  const siteConfig = (): Omit<SiteConfig, "today"> => ({ ...DEFAULT_SITE_CONFIG, ...deps.config() });
  // Declared below; called only while a page renders.
  const vacancyDay = () => conclave().data.vacancy?.day ?? null;
  let own: DirectorySource | undefined;
  const directory = deps.directory ?? (() => (own ??= directoryReads(deps.roster, { vacancyDay }).inProcess));
  const college = collegeReads(deps.roster, vacancyDay);
  const photos = photoIndexReader(deps.photosDir);
  // The photo reader hands back the same index until the folder changes: each new one gets a new number.
  const photoVersions = new WeakMap<object, number>();
  const photoVersion = (index: object) => {
    let n = photoVersions.get(index);
    if (n === undefined) photoVersions.set(index, (n = ++lastPhotoVersion));
    return n;
  };
  const apiDocument = deps.apiDocument ?? lazyApiDocument(DEFAULT_PUBLIC_READ_LIMIT);
  const conclave = deps.conclave ?? (() => {
    const log = readConclaveLog(deps.db);
    const data = conclaveState(log, deps.roster.current().entries.map((e) => e.cardinal), new Date().toISOString());
    return { id: (log.at(-1)?.id ?? 0) * CONCLAVE_PHASES.length + CONCLAVE_PHASES.indexOf(data.phase), data };
  });
  let lastPhotoVersion = 0;
  const trustProxy = deps.trustProxy ?? 0;
  const pageCacheSize = deps.pageCacheSize ?? PAGE_CACHE_SIZE;
  const renderLimit = deps.renderLimit ?? { count: 0, windowMs: 60_000 };
  const renders = new RateLimiter(renderLimit.count, renderLimit.windowMs);
  const secret = deps.secret ?? crypto.randomUUID();
  // Rendered pages per (believed origin, path and query, day, roster version); operator setting changes clear it.
  const pages = new Map<string, { body: EncodedBody; status: number }>();

  /** A page from the cache without a promise (most requests), else rendered. */
  function page(req: Request, url: RequestTarget, ipOf: () => string | undefined, href: string): Response | Promise<Response> {
    const search = url.search.slice(1);
    const day = today();
    // The scheme and host the visitor used (behind a TLS proxy: https and the public name) are part of every link in the page.
    const origin = publicOrigin(req, trustProxy, href);
    const live = conclave();
    // The roster's version as its index last read it: that read is kept fresh and costs no query per page.
    const key = `${origin}${url.pathname}?${search}|${day}|${deps.roster.current().version}|${photoVersion(photos())}|${live.id}`;
    if (deps.writtenElsewhere?.()) pages.clear();
    const cached = pages.get(key);
    const https = requestIsHttps(req, trustProxy, href);
    if (cached) return respondWithBody(req, cached.body, pageAnswer(https, cached.status));
    return render(req, { url, search, day, origin, live, key, https }, ipOf);
  }

  /** Renders a page not in the cache, and keeps it there. */
  async function render(
    req: Request,
    { url, search, day, origin, live, key, https }: { url: RequestTarget; search: string; day: string; origin: string; live: ReturnType<typeof conclave>; key: string; https: boolean },
    ipOf: () => string | undefined,
  ): Promise<Response> {
    // Each language is its own page (and cache entry); the path below is the page's, without the prefix.
    const { locale, path } = splitLocale(url.pathname);
    if (renderLimit.count > 0) {
      const address = hashedAddress(req, ipOf, secret, trustProxy);
      if (renders.count(address) > renderLimit.count) {
        renders.undo(address);
        return tooManyRenders(Math.ceil(renders.msUntilReset(address) / 1000));
      }
    }
    const reader = createPageReader({ db: deps.db, directory: directory(), profiles, photos, apiDocument, conclave: () => live.data, college });
    const config = { ...siteConfig(), today: day, locale };
    // Matched once: the data, the head and the body all follow this match.
    const match = matchPage(path, search);
    const client = await prefetchPage(match, reader);
    const record = pageRecord(match, client);
    const head = pageHead(match, path, origin, record, config.gameName, locale);
    const status = head.notFound ? 404 : 200;
    let rendered;
    try {
      rendered = await renderPage(path, search, client, config);
    } catch (error) {
      // The page still works: the browser renders it from the API instead (and it is not cached).
      console.error(`server rendering of ${path} failed`, error);
      return respondWithBody(req, new EncodedBody(renderShell({ head, assets: deps.assets, config, body: "", state: null })), pageAnswer(https, status));
    }
    const body = new EncodedBody(renderShell({ head, assets: deps.assets, config, body: rendered.html, state: rendered.state, texts: rendered.texts }));
    // Bounded: when full the oldest page goes. Clearing it all instead would let one client asking for
    // new query strings make every popular page be rendered again.
    if (pages.size >= pageCacheSize) pages.delete(pages.keys().next().value!);
    pages.set(key, { body, status });
    return respondWithBody(req, body, pageAnswer(https, status));
  }

  const compressedAssets = new Map<string, EncodedBody>();
  /**
   * `ipOf` gives the socket's address (asked only for a render); behind TRUST_PROXY proxies the forwarded one counts instead.
   * `href` is `req.url` when the caller has read it already.
   */
  const handle = (req: Request, url: RequestTarget, ipOf: () => string | undefined = () => undefined, href = req.url): Response | Promise<Response> => {
    const path = url.pathname;
    // Pages and files are only read: any other method, even on a file that exists, is 405.
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method not allowed\n", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
    }
    if (path.startsWith("/assets/")) return assetResponse(req, deps.files, path, compressedAssets);
    if (path.startsWith("/images/cardinals/")) {
      const name = path.slice("/images/cardinals/".length);
      const local = join(deps.photosDir, name);
      // Licensed photos (see `cardinalis photos sync`); nothing else is read from the photo folder.
      if (PHOTO_FILE_NAME.test(name) && existsSync(local)) return fileResponse(Bun.file(local), name, PUBLIC_FILE);
    }
    const publicFile = deps.files.get(`public${path}`);
    if (publicFile) return fileResponse(publicFile, path, PUBLIC_FILE);
    if (path === "/robots.txt") return textResponse(robotsTxt(publicOrigin(req, trustProxy, href)), "text/plain; charset=utf-8");
    if (path === "/sitemap.xml") {
      const slugs = deps.roster.current().entries.map((e) => e.cardinal.slug);
      return textResponse(sitemapXml(publicOrigin(req, trustProxy, href), slugs, siteConfig().dataAsOf), "application/xml; charset=utf-8");
    }
    return page(req, url, ipOf, href);
  };
  return { handle, forgetPages: () => pages.clear() };
}
