import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { recordAudit } from "../../../db/queries/admin.ts";
import { loginBody } from "../../shared/participation-input.ts";
import type { AdminAuth } from "./admin-auth.ts";
import { hashedClientIp, type ServerBindings } from "../http/client-ip.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import { SignInLimits, type SignInLimitOptions } from "./sign-in-limits.ts";

export function adminRoutes(db: Db, auth: AdminAuth, secret: string, trustProxy: number, limitOptions?: SignInLimitOptions) {
  const limits = new SignInLimits(limitOptions);
  const retryAfter = String(Math.ceil(limits.windowMs / 1000));
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
      if (!(await limits.check(() => auth.verify(body.data.password)))) {
        limits.failed();
        console.warn(`admin sign-in failed (address ${address})`);
        return jsonError(c, 401, "That password is not correct", "password");
      }
      limits.succeeded(address);
      auth.signIn(c);
      recordAudit(db, "admin:sign-in", new Date().toISOString());
      return c.json({ signedIn: true });
    })
    .post("/logout", (c) => {
      auth.signOut(c);
      return c.json({ signedIn: false });
    });
}
