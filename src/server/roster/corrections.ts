import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { acceptCorrection, declineCorrection, listCorrections, submitCorrection } from "../../../db/queries/corrections.ts";
import { correctionBody, declineBody } from "../../shared/roster-input.ts";
import type { AdminAuth } from "../operator/admin-auth.ts";
import { hashedClientIp, type ServerBindings } from "../http/client-ip.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import { RateLimiter } from "../http/rate-limiter.ts";
import { rosterWrite } from "./roster-errors.ts";

/** Ten suggestions per address an hour: plenty for a reader, little for a script. */
export const CORRECTIONS_PER_HOUR = 10;

/**
 * POST /api/corrections: a visitor suggests a correction (same-origin JSON,
 * capped per address). Only accepted suggestions use up the allowance: a
 * reader whose first attempt had a typo in the source address can send it again.
 */
export function correctionRoutes(db: Db, secret: string, trustProxy: number, limit = CORRECTIONS_PER_HOUR) {
  const perAddress = new RateLimiter(limit, 60 * 60 * 1000);
  return new Hono<{ Bindings: ServerBindings }>().post("/", async (c) => {
    const address = hashedClientIp(c, secret, trustProxy);
    // Counted before the body is read, so parallel requests cannot all slip under the limit; a refused one gives its turn back.
    if (perAddress.count(address) > limit) {
      perAddress.undo(address);
      c.header("Retry-After", String(Math.max(1, Math.ceil(perAddress.msUntilReset(address) / 1000))));
      return jsonError(c, 429, "Too many corrections from your network in an hour. Please try again later.");
    }
    const body = await readBody(c, correctionBody);
    if ("response" in body) {
      perAddress.undo(address);
      return body.response;
    }
    const id = rosterWrite(c, () => submitCorrection(db, body.data, new Date()));
    if (id instanceof Response) {
      perAddress.undo(address);
      return id;
    }
    return c.json({ id, status: "pending", message: "Thank you. The operator will review your correction." }, 201);
  });
}

const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The operator's queue of corrections: list, accept (applied as an edit), decline with a reason. */
export function adminCorrectionRoutes(db: Db, auth: AdminAuth, onChange: () => void) {
  return new Hono()
    .use(auth.required)
    .get("/", (c) => {
      const status = c.req.query("status") ?? "pending";
      if (status !== "pending" && status !== "accepted" && status !== "declined") {
        return jsonError(c, 400, "status must be pending, accepted or declined", "status");
      }
      return c.json({ corrections: listCorrections(db, status) });
    })
    .post("/:id/accept", (c) => {
      const id = idParam(c.req.param("id"));
      if (id === null) return jsonError(c, 404, "There is no such correction", "id");
      const changes = rosterWrite(c, () => acceptCorrection(db, id, new Date()));
      if (changes instanceof Response) return changes;
      if (changes.length > 0) onChange();
      return c.json({ status: "accepted", changes });
    })
    .post("/:id/decline", async (c) => {
      const id = idParam(c.req.param("id"));
      if (id === null) return jsonError(c, 404, "There is no such correction", "id");
      const body = await readBody(c, declineBody);
      if ("response" in body) return body.response;
      const result = rosterWrite(c, () => declineCorrection(db, id, body.data.reason, new Date()));
      if (result instanceof Response) return result;
      return c.json({ status: "declined" });
    });
}
