import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../../db/open.ts";
import { createSession, deleteSession, sessionIsValid, storedPasswordHash } from "../../../db/queries/admin.ts";
import { requestIsHttps } from "../http/client-ip.ts";
import { jsonError } from "../http/http-errors.ts";
import { randomText } from "./secrets.ts";

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;


/**
 * The operator's password: ADMIN_PASSWORD (hashed once at start, never stored)
 * or the hash that `cardinalis admin set-password` stored. There is no default.
 */
export class AdminAuth {
  private envHash: Promise<string> | null;

  constructor(private readonly db: Db, envPassword: string | undefined, private readonly proxyHops = 0) {
    this.envHash = envPassword ? Bun.password.hash(envPassword, { algorithm: "argon2id" }) : null;
  }

  private isHttps(c: Context): boolean {
    return requestIsHttps(c.req.raw, this.proxyHops);
  }

  /** Under https the cookie takes the __Host- prefix: Secure, Path=/, no Domain, so no sibling host can set it. */
  private cookieName(c: Context): string {
    return this.isHttps(c) ? "__Host-admin_session" : "admin_session";
  }

  async passwordHash(): Promise<string | null> {
    return (await this.envHash) ?? storedPasswordHash(this.db);
  }

  /** Bun.password.verify compares in constant time. */
  async verify(password: string): Promise<boolean> {
    const hash = await this.passwordHash();
    return hash !== null && (await Bun.password.verify(password, hash));
  }

  signIn(c: Context): void {
    const previous = getCookie(c, this.cookieName(c));
    if (previous) deleteSession(this.db, previous);
    const token = randomText(32, "base64url");
    createSession(this.db, token, new Date(), SESSION_TTL_MS);
    setCookie(c, this.cookieName(c), token, {
      httpOnly: true, sameSite: "Strict", secure: this.isHttps(c), path: "/", maxAge: SESSION_TTL_MS / 1000,
    });
  }

  signOut(c: Context): void {
    const token = getCookie(c, this.cookieName(c));
    if (token) deleteSession(this.db, token);
    deleteCookie(c, this.cookieName(c), { path: "/", secure: this.isHttps(c) });
  }

  isSignedIn(c: Context): boolean {
    const token = getCookie(c, this.cookieName(c));
    return token !== undefined && sessionIsValid(this.db, token, new Date());
  }

  /** Every operator write goes through this: no session, no change. */
  readonly required = createMiddleware(async (c, next) => {
    if (!this.isSignedIn(c)) return jsonError(c, 401, "Sign in as the site operator to change settings");
    await next();
  });
}
