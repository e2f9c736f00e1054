import { createMiddleware } from "hono/factory";
import { hashedClientIp, type ServerBindings } from "../client-ip.ts";
import { jsonError } from "../http-errors.ts";
import { RateLimiter } from "../rate-limiter.ts";

/**
 * GET endpoints anyone may read from any site: they carry no visitor cookie,
 * no session and nothing personal. Everything else (votes status, polls with
 * the visitor's own choice, admin) stays same-origin.
 */
const PUBLIC_READS = [
  /^\/api\/cardinals(\/|$)/,
  /^\/api\/cardinal-file\//,
  /^\/api\/photos$/,
  /^\/api\/export\//,
  /^\/api\/openapi\.json$/,
  /^\/api\/changes$/,
  /^\/api\/votes\/results$/,
  /^\/api\/site-settings\//,
  /^\/api\/youtube-url(-st-peters)?$/,
  /^\/api\/seed-data$/,
];

export const isPublicRead = (path: string) => PUBLIC_READS.some((p) => p.test(path));

const READ_METHODS = new Set(["GET", "HEAD"]);
const EXPOSED = "ETag, Retry-After, Content-Disposition, X-Roster-Version, X-Data-As-Of";

export interface PublicReadLimit {
  /** Requests per address per window; 0 turns the limit off. */
  count: number;
  windowMs: number;
}

/**
 * Cross-site reads and their per-address limit. Public reads answer with
 * `Access-Control-Allow-Origin: *` (no credentials, so no cookie ever rides
 * along); a preflight for them is answered here, one for anything else is not,
 * so browsers keep other sites' scripts away from writes.
 */
export function publicReads(secret: string, trustProxy: number, limit: PublicReadLimit) {
  const limiter = limit.count > 0 ? new RateLimiter(limit.count, limit.windowMs) : null;
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
    c.header("access-control-allow-origin", "*");
    c.header("access-control-expose-headers", EXPOSED);
    if (limiter) {
      const key = hashedClientIp(c, secret, trustProxy);
      if (!limiter.hit(key)) {
        c.header("retry-after", String(Math.max(1, Math.ceil(limiter.msUntilReset(key) / 1000))));
        return jsonError(c, 429, "Too many requests from your address. Please wait a minute and try again.");
      }
    }
    await next();
    c.res.headers.set("access-control-allow-origin", "*");
    c.res.headers.set("access-control-expose-headers", EXPOSED);
  });
}
