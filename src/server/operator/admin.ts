import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../../db/open.ts";
import { recordAudit } from "../../../db/queries/admin.ts";
import { loginBody } from "../../shared/participation-input.ts";
import type { AdminAuth } from "./admin-auth.ts";
import { hashedClientIp, requestIsHttps, type ServerBindings } from "../http/client-ip.ts";
import { signVisitorId, verifyVisitorCookie } from "../http/visitor.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import { BUSY, SignInLimits, type SignInLimitOptions } from "./sign-in-limits.ts";
import { DiskFull, isDiskFull } from "../http/disk-full.ts";
import { randomText } from "./secrets.ts";

/**
 * A browser that has signed in as the operator before carries this signed id
 * (OWASP's "device cookie"): its attempts skip the site-wide slow-down, so a
 * crowd of strangers' guesses never stands between the operator and their
 * own browser. Only the login route reads it, and it opens nothing by itself.
 */
const DEVICE_COOKIE = "admin_device";
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function adminRoutes(db: Db, auth: AdminAuth, secret: string, trustProxy: number, limitOptions?: SignInLimitOptions, diskFull = new DiskFull()) {
  const limits = new SignInLimits(limitOptions);
  const retryAfter = String(Math.ceil(limits.windowMs / 1000));
  // Its own key, so a visitor cookie (signed the same way) never passes for a device cookie.
  const deviceKey = `${secret}:admin-device`;
  return new Hono<{ Bindings: ServerBindings }>()
    .get("/session", async (c) => c.json({ signedIn: auth.isSignedIn(c), passwordSet: (await auth.passwordHash()) !== null }))
    .post("/login", async (c) => {
      const body = await readBody(c, loginBody);
      if ("response" in body) return body.response;
      if ((await auth.passwordHash()) === null) {
        return jsonError(c, 503, "No operator password is set. Set ADMIN_PASSWORD or run `cardinalis admin set-password`.");
      }
      // Reserved before the (slow) password check, so simultaneous guesses are counted as they arrive.
      const address = hashedClientIp(c, secret, trustProxy);
      if (!limits.reserve(address)) {
        console.warn(`admin sign-in refused: too many attempts (address ${address})`);
        c.header("Retry-After", retryAfter);
        return jsonError(c, 429, "Too many failed sign-ins from your address. Wait 15 minutes and try again.");
      }
      const trusted = verifyVisitorCookie(getCookie(c, DEVICE_COOKIE), deviceKey) !== null;
      const verdict = await limits.check(address, () => auth.verify(body.data.password), trusted);
      if (verdict === BUSY) {
        // Not checked, so not counted: the address keeps its attempt.
        limits.succeeded(address);
        console.warn(`admin sign-in deferred: the slowed queue is full (address ${address})`);
        c.header("Retry-After", String(limits.busyRetrySeconds));
        return jsonError(c, 429, `Many failed sign-ins from elsewhere are being slowed down, and the queue is full. Your password was not checked: try again in ${limits.busyRetrySeconds} seconds.`);
      }
      if (!verdict) {
        limits.failed();
        console.warn(`admin sign-in failed (address ${address})`);
        return jsonError(c, 401, "That password is not correct", "password");
      }
      limits.succeeded(address);
      try {
        auth.signIn(c);
        recordAudit(db, "admin:sign-in", new Date().toISOString());
      } catch (err) {
        if (!isDiskFull(err)) throw err;
        // Checking a password writes nothing, but a session is a row: say so rather than fail vaguely.
        return diskFull.answer(c, "The server's disk is full, so a new sign-in cannot be recorded. Try again once space has been freed; if you are already signed in elsewhere, that session still works.");
      }
      if (!trusted) {
        setCookie(c, DEVICE_COOKIE, signVisitorId(randomText(16, "hex"), deviceKey), {
          httpOnly: true, sameSite: "Strict", path: "/api/admin/login", maxAge: DEVICE_MAX_AGE_S, secure: requestIsHttps(c.req.raw, trustProxy),
        });
      }
      return c.json({ signedIn: true });
    })
    .post("/logout", (c) => {
      auth.signOut(c);
      return c.json({ signedIn: false });
    });
}
