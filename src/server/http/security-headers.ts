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

export function withSecurityHeaders(res: Response, https: boolean): Response {
  if (https) res.headers.set("Strict-Transport-Security", HSTS);
  res.headers.set("Content-Security-Policy", CSP);
  res.headers.set("X-Content-Type-Options", "nosniff");
  res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  res.headers.set("X-Frame-Options", "DENY");
  return res;
}
