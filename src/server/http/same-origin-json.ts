import { createMiddleware } from "hono/factory";
import { jsonError } from "./http-errors.ts";
import { publicOrigin } from "./client-ip.ts";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must be JSON and come from this site. A form
 * on another site can send neither `Content-Type: application/json` nor a
 * same-origin `Origin`; Hono's csrf() lets JSON through, so it is not enough.
 * "This site" is the Host the request came with or, behind `trustProxy`
 * trusted proxies, the host they forward (X-Forwarded-Host), as every link
 * the site writes uses it.
 */
export const sameOriginJson = (trustProxy = 0) => createMiddleware(async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return jsonError(c, 415, "Send the request body as JSON (Content-Type: application/json)");
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  // Compare hosts, not schemes: behind a TLS-terminating proxy the server sees http.
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  const from = origin ? hostOf(origin) : null;
  const sameOrigin = origin ? from === host || (trustProxy > 0 && from === new URL(publicOrigin(c.req.raw, trustProxy)).host) : site === "same-origin";
  if (!sameOrigin) return jsonError(c, 403, "This request must come from the site itself");
  await next();
});
