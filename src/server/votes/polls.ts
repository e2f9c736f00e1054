import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { listPolls, optionBelongsTo, pollExists } from "../../../db/queries/polls.ts";
import { voteInputs } from "./vote-inputs.ts";
import { apiError, jsonError, parseJsonBody, sendAnswer, type JsonAnswer } from "../http/http-errors.ts";
import type { Electorate } from "../../shared/polls.ts";
import { isoNow, type GroupCommitter } from "./group-commit.ts";
import type { VisitorEnv } from "../http/visitor.ts";
import type { WriteGuard } from "../http/write-guard.ts";
import type { VoteCall } from "./votes.ts";

/**
 * Fun polls: one vote per visitor per poll; `electorate` gives the figures the
 * vote-count poll's answers follow. `cast` is shared by the Hono route and the
 * vote path ahead of Hono; `id` is the poll's path segment as given.
 */
export function pollVoting(db: Db, commits: GroupCommitter, electorate?: () => Electorate) {
  const list = (visitorId: string, type?: string) => listPolls(db, visitorId, type, electorate?.());
  return {
    list,
    async cast({ visitorId, limit, json, id }: VoteCall & { id: string }): Promise<JsonAnswer> {
      const limited = limit();
      if (limited) return limited;
      const pollId = voteInputs().pollIdParam.safeParse(id);
      if (!pollId.success) return apiError(400, "id must be a poll number", "id");
      const body = await parseJsonBody(json, voteInputs().pollVoteBody);
      if ("refusal" in body) return body.refusal;
      if (!pollExists(db, pollId.data)) return apiError(404, "There is no such poll", "id");
      if (!optionBelongsTo(db, pollId.data, body.data.optionId)) return apiError(400, "That option is not part of this poll", "optionId");
      const inserted = await commits.submit({ kind: "poll", visitorId, pollId: pollId.data, optionId: body.data.optionId, at: isoNow() });
      if (!inserted) return apiError(409, "You have already voted in this poll.");
      return { status: 200, body: { success: true, poll: list(visitorId).find((p) => p.id === pollId.data) } };
    },
  };
}

export type PollVoting = ReturnType<typeof pollVoting>;

export function pollRoutes(voting: PollVoting, guard: WriteGuard) {
  return new Hono<VisitorEnv>()
    .get("/", (c) => c.json(voting.list(c.var.visitorId)))
    .get("/type/:type", (c) => {
      const type = c.req.param("type");
      if (!/^[a-z-]{1,40}$/.test(type)) return jsonError(c, 400, "type must be a poll type such as fun or prediction", "type");
      return c.json(voting.list(c.var.visitorId, type));
    })
    .post("/:id/vote", async (c) => sendAnswer(c, await voting.cast({
      visitorId: c.var.visitorId, limit: () => guard.checkRoute(c), json: () => c.req.json(), id: c.req.param("id"),
    })));
}
