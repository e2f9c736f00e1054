import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { votableCardinals, voteResults, voteStatus } from "../../../db/queries/votes.ts";
import { cardinalVoteBody } from "../../shared/participation-input.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import type { GroupCommitter } from "./group-commit.ts";
import type { VisitorEnv } from "../http/visitor.ts";
import type { WriteGuard } from "../http/write-guard.ts";
import { externalWriteCheck } from "../db-change-watch.ts";

/**
 * The papal election poll: one vote per visitor, acknowledged only once
 * committed. The names of those who can be voted for are read once, and
 * results are recounted only after a vote has been committed since the last
 * count, by this process or (seen through data_version) by another one.
 */
export function voteRoutes(db: Db, commits: GroupCommitter, guard: WriteGuard) {
  const externalWrite = externalWriteCheck(db);
  let votable = votableCardinals(db);
  let committed = 0;
  let results: { at: number; body: string } | null = null;
  const forgetIfAnotherProcessWrote = () => {
    if (!externalWrite()) return;
    votable = votableCardinals(db);
    results = null;
  };
  return new Hono<VisitorEnv>()
    .use(async (_, next) => {
      forgetIfAnotherProcessWrote();
      await next();
    })
    .get("/results", (c) => {
      if (results?.at !== committed) results = { at: committed, body: JSON.stringify(voteResults(db)) };
      return c.body(results.body, 200, { "content-type": "application/json" });
    })
    .get("/status", (c) => c.json(voteStatus(db, c.var.visitorId)))
    .post("/", async (c) => {
      const limited = guard(c);
      if (limited) return limited;
      const body = await readBody(c, cardinalVoteBody);
      if ("response" in body) return body.response;
      const { cardinalId } = body.data;
      const cardinalName = votable.get(cardinalId);
      if (cardinalName === undefined) return jsonError(c, 404, "That cardinal is not in the poll", "cardinalId");
      const visitorId = c.var.visitorId;
      const inserted = await commits.submit({ kind: "cardinal", visitorId, cardinalId, at: new Date().toISOString() });
      if (!inserted) return jsonError(c, 409, "You've already voted in this poll. Each visitor has one vote.");
      committed++;
      return c.json({ success: true, status: { hasVoted: true, cardinalId, cardinalName } });
    });
}
