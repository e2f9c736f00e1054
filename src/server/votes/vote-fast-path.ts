import { apiError, logError, type JsonAnswer } from "../http/http-errors.ts";
import { isDiskFull, type DiskFull } from "../http/disk-full.ts";
import { sameOriginJsonRefusal } from "../http/same-origin-json.ts";
import { securityHeaders } from "../http/security-headers.ts";
import { visitorOf } from "../http/visitor.ts";
import type { WriteGuard } from "../http/write-guard.ts";
import type { RequestTarget } from "../http/request-target.ts";
import type { CardinalVoting } from "./votes.ts";
import type { PollVoting } from "./polls.ts";

export interface VoteFastPathDeps {
  secret: string;
  trustProxy: number;
  /** The largest body the API accepts (the Hono app's body limit for these routes). */
  bodyLimit: number;
  guard: WriteGuard;
  cardinal: CardinalVoting;
  poll: PollVoting;
  diskFull: DiskFull;
}

/** A fun poll's vote with a plain decimal id; any other spelling is left to the Hono route, which refuses it. */
const POLL_VOTE = /^\/api\/polls\/([0-9]{1,20})\/vote$/;

const SERVER_ERROR = apiError(500, "Something went wrong on the server. Please try again.");

/**
 * POST /api/votes and POST /api/polls/:id/vote answered ahead of Hono. Under
 * a crowd of voters most of each vote's CPU went to the middleware chain
 * around the handler; this path runs the same checks in one function, in the
 * same order, with the same shared pieces: the body limit, the JSON and
 * same-origin check, the signed visitor cookie, the per-address write limit,
 * then the handler the Hono route calls itself (`cast`), and a full disk or
 * an unexpected error answered as the app's error handler answers them.
 * Every answer carries what the Hono app and main.ts add: Cache-Control:
 * no-store (personal answers), the security headers, and the new visitor's
 * Set-Cookie.
 *
 * Returns null, before anything has been read or counted, for every request
 * it does not take: another path or method, a body without a Content-Length
 * or over the limit, and every request the same-origin check refuses, so
 * those get the Hono app's own answers.
 */
export function voteFastPath(deps: VoteFastPathDeps) {
  const { secret, trustProxy, bodyLimit, guard, cardinal, poll, diskFull } = deps;
  const base = (https: boolean) => ({ "content-type": "application/json", "cache-control": "no-store", ...securityHeaders(https, "data") });
  const headerSets = { http: base(false), https: base(true) };

  // A fixed answer's Response, built once per scheme: a copy with the new visitor's cookie added costs about
  // half of serializing the body and turning the headers into a Response again.
  const built = { http: new WeakMap<JsonAnswer, Response>(), https: new WeakMap<JsonAnswer, Response>() };
  const send = (answer: JsonAnswer, setCookie: string | null, https: boolean): Response => {
    if (answer.fixed && !answer.headers) {
      const kept = https ? built.https : built.http;
      let template = kept.get(answer);
      if (!template) kept.set(answer, (template = new Response(JSON.stringify(answer.body), { status: answer.status, headers: https ? headerSets.https : headerSets.http })));
      const res = template.clone();
      if (setCookie) res.headers.append("set-cookie", setCookie);
      return res;
    }
    let headers: Record<string, string> = https ? headerSets.https : headerSets.http;
    if (setCookie || answer.headers) headers = { ...headers, ...answer.headers, ...(setCookie ? { "set-cookie": setCookie } : {}) };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  };

  return (req: Request, url: RequestTarget, ipOf: () => string | undefined, https: boolean): Promise<Response> | null => {
    if (req.method !== "POST") return null;
    const path = url.pathname;
    let pollId: string | null = null;
    if (path !== "/api/votes") {
      const m = path.startsWith("/api/polls/") ? POLL_VOTE.exec(path) : null;
      if (!m) return null;
      pollId = m[1]!;
    }
    const headers = req.headers;
    // A chunked body is measured while it streams by the Hono app's body limit; only a declared length is taken here.
    const length = headers.get("content-length");
    if (length === null || headers.has("transfer-encoding") || !(parseInt(length, 10) <= bodyLimit)) return null;
    if (sameOriginJsonRefusal(req, trustProxy)) return null;
    return (async () => {
      const visitor = visitorOf(headers.get("cookie"), secret, https);
      const call = { visitorId: visitor.id, limit: () => guard.check(req, ipOf), json: () => req.json() };
      let answer: JsonAnswer;
      try {
        answer = await (pollId === null ? cardinal.cast(call) : poll.cast({ ...call, id: pollId }));
      } catch (err) {
        if (isDiskFull(err)) answer = diskFull.refusal(`POST ${path}`);
        else {
          logError(`POST ${path} failed`, err);
          answer = SERVER_ERROR;
        }
      }
      return send(answer, visitor.setCookie, https);
    })();
  };
}
