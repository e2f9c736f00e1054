import { createMiddleware } from "hono/factory";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { randomBytes } from "node:crypto";

export const VISITOR_COOKIE = "visitor";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export type VisitorEnv = { Variables: { visitorId: string } };

/**
 * Gives every browser a random id in a signed, HttpOnly cookie on its first
 * request. The id is all the site knows of a visitor: it keeps one vote per poll.
 */
export function visitorCookie(secret: string) {
  return createMiddleware<VisitorEnv>(async (c, next) => {
    let id = await getSignedCookie(c, secret, VISITOR_COOKIE);
    if (!id || !/^[a-f0-9]{32}$/.test(id)) {
      id = randomBytes(16).toString("hex");
      await setSignedCookie(c, VISITOR_COOKIE, id, secret, {
        httpOnly: true, sameSite: "Lax", path: "/", maxAge: ONE_YEAR_S,
        secure: new URL(c.req.url).protocol === "https:",
      });
    }
    c.set("visitorId", id);
    await next();
  });
}
