import type { Context } from "hono";
import { RateLimiter } from "./rate-limiter.ts";
import { hashedAddress, type ServerBindings, type WithHeaders } from "./client-ip.ts";
import { apiError, type JsonAnswer } from "./http-errors.ts";

/** The per-address cap on votes, counted the same from a Hono route and from the vote path ahead of Hono. */
export interface WriteGuard {
  /**
   * Counts one write from the address; the 429 to send when it is over its limit, else null.
   * `socketIp` is asked only when no trusted proxy named the client: reading the socket's
   * address is a system call per request.
   */
  check(request: WithHeaders, socketIp: () => string | undefined): JsonAnswer | null;
  /** The same, for a Hono context (the socket's address comes in the server's bindings). */
  checkRoute(c: Context): JsonAnswer | null;
}

export interface WriteLimit { count: number; windowMs: number }

const TOO_MANY = apiError(429, "Too many votes from your network in a short time. Please try again later.");

/**
 * A per-address cap on votes, so a script that clears its cookie cannot vote
 * without end. Many people behind one address (an office, a school, a mobile
 * carrier) share the cap, so it is generous; see the README.
 */
export function createWriteGuard(secret: string, proxyHops: number, limit: WriteLimit): WriteGuard {
  const limiter = new RateLimiter(limit.count, limit.windowMs);
  const check = (request: WithHeaders, socketIp: () => string | undefined) => (limiter.hit(hashedAddress(request, socketIp, secret, proxyHops)) ? null : TOO_MANY);
  return { check, checkRoute: (c) => check(c.req.raw, () => (c as Context<{ Bindings: ServerBindings }>).env?.ip) };
}
