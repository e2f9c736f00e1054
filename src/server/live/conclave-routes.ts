import { Hono } from "hono";
import { conclaveCommandBody } from "../../shared/conclave-input.ts";
import type { AdminAuth } from "../operator/admin-auth.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import { EncodedBody, respondWithBody } from "../http/encoded-body.ts";
import { LIVE_STATE } from "../http/cache-policy.ts";
import type { EventStreamHub } from "./event-stream.ts";
import type { ConclaveLive } from "./conclave-live.ts";
import { gripHold, isThroughGrip, type GripOptions } from "./grip.ts";

const STATE_ANSWER = { contentType: "application/json; charset=utf-8", cacheControl: LIVE_STATE };

/**
 * `GET /api/conclave`: the state, cacheable for a moment so a CDN absorbs a crowd that polls;
 * `GET /api/conclave/events`: the same state pushed to the page as it changes (Server-Sent Events).
 */
export function conclaveRoutes(live: ConclaveLive, hub: EventStreamHub, grip?: GripOptions) {
  let cached: { id: number; body: EncodedBody } | null = null;
  return new Hono()
    .get("/", (c) => {
      const frame = live.frame();
      if (cached?.id !== frame.id) cached = { id: frame.id, body: new EncodedBody(JSON.stringify(frame.data)) };
      return respondWithBody(c.req.raw, cached.body, STATE_ANSWER);
    })
    .get("/events", (c) => {
      const req = c.req.raw;
      if (grip && isThroughGrip(req)) return gripHold(grip, live.frame());
      return hub.respond(c.req.header("Last-Event-ID") ?? null, req.signal, live.frame());
    });
}

/** `POST /api/admin/conclave/events`: the operator records what happens (or undoes the last record). */
export function adminConclaveRoutes(live: ConclaveLive, auth: AdminAuth) {
  return new Hono()
    .use(auth.required)
    .post("/events", async (c) => {
      const body = await readBody(c, conclaveCommandBody);
      if ("response" in body) return body.response;
      const outcome = live.record(body.data);
      if (!outcome.ok) return jsonError(c, outcome.status, outcome.error, outcome.field);
      return c.json(outcome.state, 201);
    });
}
