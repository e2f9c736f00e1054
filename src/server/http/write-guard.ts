import type { Context } from "hono";
import { RateLimiter } from "./rate-limiter.ts";
import { hashedClientIp } from "./client-ip.ts";
import { jsonError } from "./http-errors.ts";

/** Returns a 429 response when the caller's address is over its write limit, else null. */
export type WriteGuard = (c: Context) => Response | null;

export interface WriteLimit { count: number; windowMs: number }

/**
 * A per-address cap on votes, so a script that clears its cookie cannot vote
 * without end. Many people behind one address (an office, a school, a mobile
 * carrier) share the cap, so it is generous; see the README.
 */
export function createWriteGuard(secret: string, proxyHops: number, limit: WriteLimit): WriteGuard {
  const limiter = new RateLimiter(limit.count, limit.windowMs);
  return (c) => limiter.hit(hashedClientIp(c, secret, proxyHops))
    ? null
    : jsonError(c, 429, "Too many votes from your network in a short time. Please try again later.");
}
