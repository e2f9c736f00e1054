import { createMiddleware } from "hono/factory";
import { getCookie, setCookie } from "hono/cookie";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { requestIsHttps } from "./client-ip.ts";

export const VISITOR_COOKIE = "visitor";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[a-f0-9]{32}$/;

export type VisitorEnv = { Variables: { visitorId: string } };

/**
 * "id.signature" with an HMAC-SHA256 in base64, the format Hono's signed
 * cookies use (so cookies already given out stay valid), computed with
 * node:crypto synchronously: minting one costs about a microsecond instead of
 * the ~20 µs of a WebCrypto key import and sign per request.
 */
export function signVisitorId(id: string, secret: string): string {
  return `${id}.${createHmac("sha256", secret).update(id).digest("base64")}`;
}

/** The visitor id of a signed cookie value, or null when it is not one this secret signed. */
export function verifyVisitorCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  const id = value.slice(0, dot);
  if (dot < 0 || !VISITOR_ID.test(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signVisitorId(id, secret).slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * Gives every browser a random id in a signed, HttpOnly cookie on its first
 * request. The id is all the site knows of a visitor: it keeps one vote per poll.
 */
export function visitorCookie(secret: string, proxyHops = 0) {
  return createMiddleware<VisitorEnv>(async (c, next) => {
    let id = verifyVisitorCookie(getCookie(c, VISITOR_COOKIE), secret);
    if (!id) {
      id = randomBytes(16).toString("hex");
      setCookie(c, VISITOR_COOKIE, signVisitorId(id, secret), {
        httpOnly: true, sameSite: "Lax", path: "/", maxAge: ONE_YEAR_S,
        // Behind an https proxy the server sees http; the proxy's X-Forwarded-Proto says what the browser used.
        secure: requestIsHttps(c.req.raw, proxyHops),
      });
    }
    c.set("visitorId", id);
    await next();
  });
}
