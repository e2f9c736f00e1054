import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { votableCardinals, voteCounter, voteStatus } from "../../../db/queries/votes.ts";
import { rosterBumpsInThisProcess } from "../../../db/queries/roster-version.ts";
import { voteInputs } from "./vote-inputs.ts";
import { apiError, parseJsonBody, sendAnswer, type JsonAnswer } from "../http/http-errors.ts";
import { isoNow, type GroupCommitter } from "./group-commit.ts";
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
  // Read by the first vote, not when the server is made: a start answers its first requests sooner without it.
  let list: Map<number, string> | undefined;
  let seen = { bumps: 0, version: 0, nextCheck: 0 };
  return () => {
    const bumps = rosterBumpsInThisProcess();
    const at = now();
    if (list && bumps === seen.bumps && at < seen.nextCheck) return list;
    const v = version();
    if (!list || bumps !== seen.bumps || v !== seen.version) list = votableCardinals(db);
    seen = { bumps, version: v, nextCheck: at + ROSTER_RECHECK_MS };
    return list;
  };
}

/** One vote as the handlers shared by a Hono route and the vote path ahead of Hono see it. */
export interface VoteCall {
  visitorId: string;
  /** Counts this write against the caller's address: the 429 when it is over the limit, else null. */
  limit: () => JsonAnswer | null;
  /** Reads the request's body as JSON (throws when it is not JSON). */
  json: () => Promise<unknown>;
}

/**
 * Casting a vote in the papal election poll: one vote per visitor,
 * acknowledged only once committed. The Hono route and the vote path ahead of
 * Hono both call `cast`, so they refuse and accept alike. Errors from the
 * commit (a full disk) are thrown for the caller's error handling.
 */
export function cardinalVoting(db: Db, commits: GroupCommitter) {
  const votable = votableList(db);
  let committed = 0;
  // One 200 per cardinal (made again if the roster renames them): every voter for a cardinal gets the same answer.
  const accepted = new Map<number, JsonAnswer>();
  const acceptedAnswer = (cardinalId: number, cardinalName: string): JsonAnswer => {
    const kept = accepted.get(cardinalId);
    if (kept && (kept.body as { status: { cardinalName: string } }).status.cardinalName === cardinalName) return kept;
    const answer: JsonAnswer = { status: 200, body: { success: true, status: { hasVoted: true, cardinalId, cardinalName } }, fixed: true };
    accepted.set(cardinalId, answer);
    return answer;
  };
  return {
    async cast({ visitorId, limit, json }: VoteCall): Promise<JsonAnswer> {
      const limited = limit();
      if (limited) return limited;
      const body = await parseJsonBody(json, voteInputs().cardinalVoteBody);
      if ("refusal" in body) return body.refusal;
      const { cardinalId } = body.data;
      const cardinalName = votable().get(cardinalId);
      if (cardinalName === undefined) return apiError(404, "That cardinal is not in the poll", "cardinalId");
      const inserted = await commits.submit({ kind: "cardinal", visitorId, cardinalId, at: isoNow() });
      if (!inserted) return apiError(409, "You've already voted in this poll. Each visitor has one vote.");
      committed++;
      return acceptedAnswer(cardinalId, cardinalName);
    },
    /** How many votes this process has committed: the results are recounted when it moves. */
    committed: () => committed,
  };
}

export type CardinalVoting = ReturnType<typeof cardinalVoting>;

/**
 * How old the poll's results may be while votes keep coming: they are recounted at most this often.
 * With a count per committed vote a crowd of voters held the results to a few hundred reads a second
 * (each count then read every vote; since decision 054 it reads only the votes added since the last).
 */
export const RESULTS_RECOUNT_MS = 1000;

/**
 * The poll's results, counted again on a read once a vote has been committed since the last count, by
 * this process or (seen through data_version) by another one, and the last count is RESULTS_RECOUNT_MS
 * old. A voter's own page adds his acknowledged vote to what it holds (islands/live/cast-vote-mutation.ts).
 */
export function resultsReader(db: Db, voting: Pick<CardinalVoting, "committed">, everyMs = RESULTS_RECOUNT_MS, now: () => number = () => performance.now()): () => string {
  const externalWrite = externalWriteCheck(db);
  const count = voteCounter(db);
  let results: { body: string; countedAt: number } | null = null;
  let counted = -1;
  let changed = true;
  return () => {
    // Asked on every read, so that another process's commit is not forgotten while a recount waits.
    if (externalWrite() || voting.committed() !== counted) changed = true;
    const at = now();
    if (!results || (changed && at - results.countedAt >= everyMs)) {
      counted = voting.committed();
      changed = false;
      results = { body: JSON.stringify(count()), countedAt: at };
    }
    return results.body;
  };
}

/** The papal election poll's routes. */
export function voteRoutes(db: Db, voting: CardinalVoting, guard: WriteGuard, results: () => string) {
  return new Hono<VisitorEnv>()
    .get("/results", (c) => c.body(results(), 200, { "content-type": "application/json" }))
    .get("/status", (c) => c.json(voteStatus(db, c.var.visitorId)))
    .post("/", async (c) => sendAnswer(c, await voting.cast({ visitorId: c.var.visitorId, limit: () => guard.checkRoute(c), json: () => c.req.json() })));
}
