import { createMiddleware } from "hono/factory";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { randomBytes } from "node:crypto";
import { requestIsHttps } from "../client-ip.ts";

export const VISITOR_COOKIE = "visitor";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type VisitorEnv = { Variables: { visitorId: string } };

/**
 * Gives every browser a random id in a signed, HttpOnly cookie on its first
 * request. The id is all the site knows of a visitor: it keeps one vote per poll.
 */
export function visitorCookie(secret: string, proxyHops = 0) {
  return createMiddleware<VisitorEnv>(async (c, next) => {
    let id = await getSignedCookie(c, secret, VISITOR_COOKIE);
    if (!id || !/^[a-f0-9]{32}$/.test(id)) {
      id = randomBytes(16).toString("hex");
      await setSignedCookie(c, VISITOR_COOKIE, id, secret, {
        httpOnly: true, sameSite: "Lax", path: "/", maxAge: ONE_YEAR_S,
        // Behind an https proxy the server sees http; the proxy's X-Forwarded-Proto says what the browser used.
        secure: requestIsHttps(c.req.raw, proxyHops),
      });
    }
    c.set("visitorId", id);
    await next();
  });
}
