import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { listPolls, optionBelongsTo, pollExists } from "../../../db/queries/polls.ts";
import { pollIdParam, pollVoteBody } from "../../shared/participation-input.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import type { Electorate } from "../../shared/polls.ts";
import type { GroupCommitter } from "./group-commit.ts";
import type { VisitorEnv } from "../http/visitor.ts";
import type { WriteGuard } from "../http/write-guard.ts";

/** Fun polls: one vote per visitor per poll; `electorate` gives the figures the vote-count poll's answers follow. */
export function pollRoutes(db: Db, commits: GroupCommitter, guard: WriteGuard, electorate?: () => Electorate) {
  const list = (visitorId: string, type?: string) => listPolls(db, visitorId, type, electorate?.());
  return new Hono<VisitorEnv>()
    .get("/", (c) => c.json(list(c.var.visitorId)))
    .get("/type/:type", (c) => {
      const type = c.req.param("type");
      if (!/^[a-z-]{1,40}$/.test(type)) return jsonError(c, 400, "type must be a poll type such as fun or prediction", "type");
      return c.json(list(c.var.visitorId, type));
    })
    .post("/:id/vote", async (c) => {
      const limited = guard(c);
      if (limited) return limited;
      const id = pollIdParam.safeParse(c.req.param("id"));
      if (!id.success) return jsonError(c, 400, "id must be a poll number", "id");
      const body = await readBody(c, pollVoteBody);
      if ("response" in body) return body.response;
      if (!pollExists(db, id.data)) return jsonError(c, 404, "There is no such poll", "id");
      if (!optionBelongsTo(db, id.data, body.data.optionId)) return jsonError(c, 400, "That option is not part of this poll", "optionId");
      const visitorId = c.var.visitorId;
      const inserted = await commits.submit({ kind: "poll", visitorId, pollId: id.data, optionId: body.data.optionId, at: new Date().toISOString() });
      if (!inserted) return jsonError(c, 409, "You have already voted in this poll.");
      return c.json({ success: true, poll: list(visitorId).find((p) => p.id === id.data) });
    });
}
