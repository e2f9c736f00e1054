import { createMiddleware } from "hono/factory";
import { hashedAddress, type ServerBindings } from "./client-ip.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { isPublicRead } from "./endpoint-index.ts";

const READ_METHODS = new Set(["GET", "HEAD"]);
const EXPOSED = "ETag, Retry-After, Content-Disposition, X-Roster-Version, X-Data-As-Of";

/** 600 reads a minute per address: far above what a person browsing makes, low enough to slow a scraper loop. */
export const DEFAULT_PUBLIC_READ_LIMIT = { count: 600, windowMs: 60 * 1000 };

export interface PublicReadLimit {
  /** Requests per address per window; 0 turns the limit off. */
  count: number;
  windowMs: number;
}

/** What every public read answers with: any site may read it, and see these headers. */
export const PUBLIC_READ_HEADERS = { "access-control-allow-origin": "*", "access-control-expose-headers": EXPOSED } as const;

const TOO_MANY = "Too many requests from your address. Please wait a minute and try again.";

/**
 * The per-address limit on public reads, usable outside Hono: null when the
 * read may go ahead, else the 429 to send. One instance per app, so every
 * path to a public read counts against the same window.
 */
export function publicReadGate(secret: string, trustProxy: number, limit: PublicReadLimit) {
  const limiter = limit.count > 0 ? new RateLimiter(limit.count, limit.windowMs) : null;
  // The socket's address is asked for only when a limit is on: asking costs a visible share of a cached read.
  return (req: Request, socketIp: () => string | undefined): Response | null => {
    if (!limiter) return null;
    const key = hashedAddress(req, socketIp, secret, trustProxy);
    if (limiter.hit(key)) return null;
    const retryAfter = String(Math.max(1, Math.ceil(limiter.msUntilReset(key) / 1000)));
    return Response.json({ error: TOO_MANY }, { status: 429, headers: { ...PUBLIC_READ_HEADERS, "retry-after": retryAfter } });
  };
}

export type PublicReadGate = ReturnType<typeof publicReadGate>;

/**
 * Cross-site reads and their per-address limit: the GETs the endpoint tables
 * mark `public`, which carry no visitor cookie, no session and nothing
 * personal (everything else stays same-origin). Public reads answer with
 * `Access-Control-Allow-Origin: *` (no credentials, so no cookie ever rides
 * along); a preflight for them is answered here, one for anything else is not,
 * so browsers keep other sites' scripts away from writes.
 */
export function publicReads(gate: PublicReadGate) {
  return createMiddleware<{ Bindings: ServerBindings }>(async (c, next) => {
    if (!isPublicRead(c.req.path)) return next();
    if (c.req.method === "OPTIONS") {
      return c.body(null, 204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, HEAD",
        "access-control-allow-headers": "If-None-Match",
        "access-control-max-age": "86400",
      });
    }
    if (!READ_METHODS.has(c.req.method)) return next();
    const refused = gate(c.req.raw, () => c.env?.ip);
    if (refused) return refused;
    await next();
    for (const [name, value] of Object.entries(PUBLIC_READ_HEADERS)) c.res.headers.set(name, value);
  });
}
