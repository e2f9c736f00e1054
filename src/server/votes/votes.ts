import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { votableCardinals, voteResults, voteStatus } from "../../../db/queries/votes.ts";
import { rosterBumpsInThisProcess } from "../../../db/queries/roster-version.ts";
import { cardinalVoteBody } from "../../shared/participation-input.ts";
import { jsonError, readBody } from "../http/http-errors.ts";
import type { GroupCommitter } from "./group-commit.ts";
import type { VisitorEnv } from "../http/visitor.ts";
import type { WriteGuard } from "../http/write-guard.ts";
import { externalWriteCheck } from "../db-change-watch.ts";

/** How long, at most, a vote may go on using the votable list after another process changed the roster. */
export const ROSTER_RECHECK_MS = 100;

/**
 * The cardinals one may vote for, read again only when the roster version
 * moved: at once after a change made by this process, and within
 * ROSTER_RECHECK_MS after one made by another process. The vote writer's
 * thread commits on its own connection, so every batch of votes looks like
 * another process's write to `data_version`; keying on the roster version
 * keeps those commits from rereading the whole list under a crowd of voters.
 */
export function votableList(db: Db, now: () => number = Date.now): () => Map<number, string> {
  const stored = db.$client.prepare<{ value: string }, []>("SELECT value FROM meta WHERE key = 'roster_version'");
  const version = () => Number(stored.get()?.value ?? 0);
  let list = votableCardinals(db);
  let seen = { bumps: rosterBumpsInThisProcess(), version: version(), nextCheck: now() + ROSTER_RECHECK_MS };
  return () => {
    const bumps = rosterBumpsInThisProcess();
    const at = now();
    if (bumps === seen.bumps && at < seen.nextCheck) return list;
    const v = version();
    if (bumps !== seen.bumps || v !== seen.version) list = votableCardinals(db);
    seen = { bumps, version: v, nextCheck: at + ROSTER_RECHECK_MS };
    return list;
  };
}

/**
 * The papal election poll: one vote per visitor, acknowledged only once
 * committed. Results are recounted only after a vote has been committed since
 * the last count, by this process or (seen through data_version) by another one.
 */
export function voteRoutes(db: Db, commits: GroupCommitter, guard: WriteGuard) {
  const externalWrite = externalWriteCheck(db);
  const votable = votableList(db);
  let committed = 0;
  let results: { at: number; body: string } | null = null;
  return new Hono<VisitorEnv>()
    .get("/results", (c) => {
      if (externalWrite()) results = null;
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
      const cardinalName = votable().get(cardinalId);
      if (cardinalName === undefined) return jsonError(c, 404, "That cardinal is not in the poll", "cardinalId");
      const visitorId = c.var.visitorId;
      const inserted = await commits.submit({ kind: "cardinal", visitorId, cardinalId, at: new Date().toISOString() });
      if (!inserted) return jsonError(c, 409, "You've already voted in this poll. Each visitor has one vote.");
      committed++;
      return c.json({ success: true, status: { hasVoted: true, cardinalId, cardinalName } });
    });
}
