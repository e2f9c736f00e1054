import { createMiddleware } from "hono/factory";
import { jsonError } from "./http-errors.ts";

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
 */
export const sameOriginJson = createMiddleware(async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return jsonError(c, 415, "Send the request body as JSON (Content-Type: application/json)");
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  // Compare hosts, not schemes: behind a TLS-terminating proxy the server sees http.
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  const sameOrigin = origin ? hostOf(origin) === host : site === "same-origin";
  if (!sameOrigin) return jsonError(c, 403, "This request must come from the site itself");
  await next();
});
