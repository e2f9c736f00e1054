import type { Context } from "hono";
import { boundedMemo } from "./bounded-memo.ts";

/** What main.ts passes to the API with each request. */
export type ServerBindings = { ip?: string };

/** A request, or anything else carrying its headers. */
export interface WithHeaders { readonly headers: Headers }

/**
 * The entry of a forwarding header that the operator's own proxies wrote.
 * Each proxy appends what it saw to the right, and the client can write
 * anything to the left, so with `hops` trusted proxies in front of the site
 * the entry to believe is the `hops`-th from the right. With no trusted
 * proxy (hops 0) the header is ignored, and the headers are not even looked
 * at: a request's `headers` makes its headers object when first read, a
 * visible share of a cached page's or read's cost.
 */
export function trustedForwardedEntry(message: WithHeaders, name: string, hops: number): string | undefined {
  if (hops < 1) return undefined;
  const entries = (message.headers.get(name) ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  // Fewer entries than proxies: the chain is shorter than configured; the leftmost is the furthest one seen.
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * Whether the visitor reached the site over https: the URL itself, or what a trusted proxy says.
 * `href` is the request's URL when the caller has read it already (each read of `req.url` makes a new string).
 */
export function requestIsHttps(req: Request, hops: number, href = req.url): boolean {
  // A request's URL is absolute: its scheme is its first letters, no parse needed.
  if (href.startsWith("https:")) return true;
  return trustedForwardedEntry(req, "x-forwarded-proto", hops)?.toLowerCase() === "https";
}

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: nothing a header could smuggle into a link. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's address as the visitor sees it, for every absolute link the
 * server writes (canonical, og:url, sitemap, robots, feeds, calendars).
 * Behind a TLS-terminating proxy the server itself sees http and perhaps an
 * internal host; with TRUST_PROXY it believes the proxy's X-Forwarded-Proto
 * and X-Forwarded-Host, as it does X-Forwarded-For. A forwarded host that is
 * not a plain host name is ignored. Default ports are dropped.
 */
export function publicOrigin(req: Request, hops: number, href = req.url): string {
  const own = ownHost(href);
  const scheme = requestIsHttps(req, hops, href) ? "https" : "http";
  const forwarded = trustedForwardedEntry(req, "x-forwarded-host", hops);
  const host = forwarded && HOST.test(forwarded) ? forwarded : own;
  return originOf(`${scheme}://${host}`) ?? `${scheme}://${own}`;
}

/**
 * The host (and port) of a request's own absolute URL, parsed from its text up to the path only: parsing
 * the whole URL was a tenth of a cached page's cost, and a site answers to a handful of hosts.
 */
function ownHost(url: string): string {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  return hostOf(pathStart < 0 ? url : url.slice(0, pathStart));
}

const hostOf = boundedMemo(256, (schemeAndHost: string) => new URL(schemeAndHost).host);

/** The origin of a scheme and host, default port dropped; asked for every page, from a handful of distinct hosts. */
const originOf = boundedMemo(256, (schemeAndHost: string): string | null => {
  try {
    return new URL(schemeAndHost).origin;
  } catch {
    return null;
  }
});

/**
 * The caller's address, as a keyed hash: rate limits need to tell addresses
 * apart, nothing needs to know them. X-Forwarded-For is believed only when the
 * operator says proxies set it (TRUST_PROXY=N hops), and then only the entry
 * those proxies appended.
 */
export function hashedClientIp(c: Context<{ Bindings: ServerBindings }>, secret: string, proxyHops: number): string {
  return hashedAddress(c.req.raw, () => c.env?.ip, secret, proxyHops);
}

/**
 * The same keyed hash from a request and the socket's address, for code that runs outside Hono.
 * `socketIp` is asked only when no trusted proxy named the client: reading it is a system call.
 */
export function hashedAddress(message: WithHeaders, socketIp: () => string | undefined, secret: string, proxyHops: number): string {
  const ip = trustedForwardedEntry(message, "x-forwarded-for", proxyHops) || socketIp() || "unknown";
  return hashOf(`${secret}\n${ip}`);
}

/** An HMAC per request was a visible share of a cached read's cost; a visitor's address repeats. */
const hashOf = boundedMemo(10_000, (secretAndIp) => {
  const cut = secretAndIp.lastIndexOf("\n");
  // Bun's hasher, not node:crypto: loading node:crypto (it brings Node's streams) cost the executable's start tens of milliseconds.
  return new Bun.CryptoHasher("sha256", secretAndIp.slice(0, cut)).update(secretAndIp.slice(cut + 1)).digest("base64url").slice(0, 22);
});
