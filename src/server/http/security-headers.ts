/**
 * A page trusts only the site itself and YouTube's privacy-enhanced embed host.
 * style-src allows inline style attributes, which dialog and progress widgets set.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://i.ytimg.com",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Anything that is not a page (JSON, CSV, calendars, feeds, scripts, images)
 * is never meant to run as a document: should a browser open one as such, it
 * may load nothing and be framed by no one. Short, because the API's small
 * answers carry it on every request.
 */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A year; sent only over https, since a browser ignores it on http and the site may be tried on http first. */
const HSTS = "max-age=31536000";

const PAGE: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": PAGE_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // frame-ancestors says the same to every current browser; this is for older ones.
  "X-Frame-Options": "DENY",
});
const DATA: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": DATA_CSP,
  "X-Content-Type-Options": "nosniff",
});
const withHsts = (headers: Readonly<Record<string, string>>) => Object.freeze({ "Strict-Transport-Security": HSTS, ...headers });
const SETS = { page: { http: PAGE, https: withHsts(PAGE) }, data: { http: DATA, https: withHsts(DATA) } } as const;

/** What an answer is, for its security headers: an HTML page, or anything else. */
export type AnswerKind = keyof typeof SETS;

/**
 * The security headers of an answer of `kind`. A hot path passes them to
 * `new Response` with its own (one copy instead of a `set` per header on a
 * built response).
 */
export function securityHeaders(https: boolean, kind: AnswerKind): Readonly<Record<string, string>> {
  return SETS[kind][https ? "https" : "http"];
}

/** Adds them, by the answer's content type, to a response built without them (one built with them is left as it is). */
export function withSecurityHeaders(res: Response, https: boolean): Response {
  if (res.headers.has("content-security-policy")) return res;
  const kind: AnswerKind = res.headers.get("content-type")?.startsWith("text/html") ? "page" : "data";
  for (const [name, value] of Object.entries(securityHeaders(https, kind))) res.headers.set(name, value);
  return res;
}
