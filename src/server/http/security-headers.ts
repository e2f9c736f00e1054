/**
 * Only the site itself and YouTube's privacy-enhanced embed host are trusted.
 * style-src allows inline style attributes, which dialog and progress widgets set.
 */
const CSP = [
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

/** A year; sent only over https, since a browser ignores it on http and the site may be tried on http first. */
const HSTS = "max-age=31536000";

const OVER_HTTP: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
});
const OVER_HTTPS: Readonly<Record<string, string>> = Object.freeze({ "Strict-Transport-Security": HSTS, ...OVER_HTTP });

/**
 * The headers every answer carries. A hot path passes them to `new Response`
 * with its own (one copy instead of a `set` per header on a built response).
 */
export function securityHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? OVER_HTTPS : OVER_HTTP;
}

/** Adds them to a response that was built without them (one built with them is left as it is). */
export function withSecurityHeaders(res: Response, https: boolean): Response {
  if (res.headers.has("content-security-policy")) return res;
  for (const [name, value] of Object.entries(securityHeaders(https))) res.headers.set(name, value);
  return res;
}
