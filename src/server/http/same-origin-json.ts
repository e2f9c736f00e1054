import { createMiddleware } from "hono/factory";
import { apiError, sendAnswer, type JsonAnswer } from "./http-errors.ts";
import { publicOrigin } from "./client-ip.ts";
import { boundedMemo } from "./bounded-memo.ts";

/** The host of an Origin header, or null; parsed once per distinct origin, since every vote sends one and they repeat. */
const hostOf = boundedMemo(256, (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
});

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must be JSON and come from this site. A form
 * on another site can send neither `Content-Type: application/json` nor a
 * same-origin `Origin`; Hono's csrf() lets JSON through, so it is not enough.
 * "This site" is the Host the request came with or, behind `trustProxy`
 * trusted proxies, the host they forward (X-Forwarded-Host), as every link
 * the site writes uses it. Null when the request may go ahead, else the
 * refusal; usable outside Hono (the vote path ahead of it asks the same).
 */
export function sameOriginJsonRefusal(req: Request, trustProxy = 0): JsonAnswer | null {
  if (SAFE.has(req.method)) return null;
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return apiError(415, "Send the request body as JSON (Content-Type: application/json)");
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  // Compare hosts, not schemes: behind a TLS-terminating proxy the server sees http.
  const host = req.headers.get("host") ?? new URL(req.url).host;
  const from = origin ? hostOf(origin) : null;
  const sameOrigin = origin ? from === host || (trustProxy > 0 && from === new URL(publicOrigin(req, trustProxy)).host) : site === "same-origin";
  return sameOrigin ? null : apiError(403, "This request must come from the site itself");
}

/** The same check as middleware for every API route. */
export const sameOriginJson = (trustProxy = 0) => createMiddleware(async (c, next) => {
  const refused = sameOriginJsonRefusal(c.req.raw, trustProxy);
  if (refused) return sendAnswer(c, refused);
  await next();
});
