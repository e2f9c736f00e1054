import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { recordAudit } from "../../../db/queries/admin.ts";
import { loginBody } from "../../shared/participation-input.ts";
import type { AdminAuth } from "../admin-auth.ts";
import { hashedClientIp, type ServerBindings } from "../client-ip.ts";
import { jsonError, readBody } from "../http-errors.ts";
import { RateLimiter } from "../rate-limiter.ts";

const WINDOW_MS = 15 * 60 * 1000;
/** Five failures per address in 15 minutes; the sixth is refused. Overall, 25 across all addresses. */
const PER_ADDRESS = 5;
const OVERALL = 25;

export function adminRoutes(db: Db, auth: AdminAuth, secret: string, trustProxy: boolean) {
  const perAddress = new RateLimiter(PER_ADDRESS, WINDOW_MS);
  const overall = new RateLimiter(OVERALL, WINDOW_MS);
  return new Hono<{ Bindings: ServerBindings }>()
    .get("/session", async (c) => c.json({ signedIn: auth.isSignedIn(c), passwordSet: (await auth.passwordHash()) !== null }))
    .post("/login", async (c) => {
      const address = hashedClientIp(c, secret, trustProxy);
      if (perAddress.peek(address) >= PER_ADDRESS || overall.peek("all") >= OVERALL) {
        console.warn(`admin sign-in refused: too many failures (address ${address})`);
        return jsonError(c, 429, "Too many failed sign-ins. Wait 15 minutes and try again.");
      }
      const body = await readBody(c, loginBody);
      if ("response" in body) return body.response;
      if ((await auth.passwordHash()) === null) {
        return jsonError(c, 503, "No operator password is set. Set ADMIN_PASSWORD or run `cardinalis admin set-password`.");
      }
      if (!(await auth.verify(body.data.password))) {
        perAddress.count(address);
        overall.count("all");
        console.warn(`admin sign-in failed (address ${address})`);
        return jsonError(c, 401, "That password is not correct", "password");
      }
      auth.signIn(c);
      recordAudit(db, "admin:sign-in", new Date().toISOString());
      return c.json({ signedIn: true });
    })
    .post("/logout", (c) => {
      auth.signOut(c);
      return c.json({ signedIn: false });
    });
}
