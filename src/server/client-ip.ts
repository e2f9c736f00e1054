import { createHmac } from "node:crypto";
import type { Context } from "hono";

/** What main.ts passes to the API with each request. */
export type ServerBindings = { ip?: string };

/**
 * The caller's address, as a keyed hash: rate limits need to tell addresses
 * apart, nothing needs to know them. X-Forwarded-For is believed only when the
 * operator says a proxy sets it (TRUST_PROXY=1).
 */
export function hashedClientIp(c: Context<{ Bindings: ServerBindings }>, secret: string, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  const ip = forwarded || c.env?.ip || "unknown";
  return createHmac("sha256", secret).update(ip).digest("base64url").slice(0, 22);
}
