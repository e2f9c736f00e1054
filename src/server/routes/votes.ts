import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { insertCardinalVote, votableCardinal, voteResults, voteStatus } from "../../../db/queries/votes.ts";
import { cardinalVoteBody } from "../../shared/participation-input.ts";
import { jsonError, readBody } from "../http-errors.ts";
import type { GroupCommitter } from "../group-commit.ts";
import type { VisitorEnv } from "../middleware/visitor.ts";
import type { WriteGuard } from "../write-guard.ts";

/** The papal election poll: one vote per visitor, acknowledged only once committed. */
export function voteRoutes(db: Db, commits: GroupCommitter, guard: WriteGuard) {
  return new Hono<VisitorEnv>()
    .get("/results", (c) => c.json(voteResults(db)))
    .get("/status", (c) => c.json(voteStatus(db, c.var.visitorId)))
    .post("/", async (c) => {
      const limited = guard(c);
      if (limited) return limited;
      const body = await readBody(c, cardinalVoteBody);
      if ("response" in body) return body.response;
      const { cardinalId } = body.data;
      if (!votableCardinal(db, cardinalId)) return jsonError(c, 404, "That cardinal is not in the poll", "cardinalId");
      const visitorId = c.var.visitorId;
      const inserted = await commits.submit(() => insertCardinalVote(db, visitorId, cardinalId, new Date().toISOString()));
      if (!inserted) return jsonError(c, 409, "You've already voted in this poll. Each visitor has one vote.");
      return c.json({ success: true, status: voteStatus(db, visitorId) });
    });
}
