import type { Context } from "hono";
import { apiError, sendAnswer, type JsonAnswer } from "./http-errors.ts";

/** How often a full disk is logged while it lasts: a crowd of refused votes must not fill the log as well. */
const LOG_EVERY_MS = 60_000;
/** What a client is told to wait: the operator has to free space, which takes minutes, not seconds. */
export const DISK_FULL_RETRY_AFTER_S = 120;

/** SQLite's "database or disk is full", wherever it was raised: the query builder and the vote writer wrap errors. */
export function isDiskFull(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e; depth++) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (code.startsWith("SQLITE_FULL")) return true;
    if (e instanceof Error && /database or disk is full/i.test(e.message)) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/**
 * Answers requests that needed to write while the disk is full: 503 with
 * Retry-After and a sentence, nothing saved. Logged once a minute with how
 * many writes were refused since the last line. Reads keep working, and the
 * next write after space returns simply succeeds: there is nothing to reset.
 */
export class DiskFull {
  private lastLogged = -Infinity;
  private refusedSinceLog = 0;

  constructor(private readonly now: () => number = Date.now, private readonly log: (line: string) => void = (line) => console.error(line)) {}

  note(what: string): void {
    this.refusedSinceLog++;
    const t = this.now();
    if (t - this.lastLogged < LOG_EVERY_MS) return;
    this.log(`The disk holding the database is full: ${this.refusedSinceLog} write(s) refused with 503 (latest: ${what}). Free some space; the site recovers by itself. (Logged at most once a minute.)`);
    this.lastLogged = t;
    this.refusedSinceLog = 0;
  }

  answer(c: Context, message?: string): Response {
    return sendAnswer(c, this.refusal(`${c.req.method} ${c.req.path}`, message));
  }

  /** The same answer as data (noted like `answer`), for a path that runs ahead of Hono; `what` is "METHOD /path". */
  refusal(what: string, message = "The server's disk is full, so nothing can be saved right now and nothing was saved. Please try again in a few minutes."): JsonAnswer {
    this.note(what);
    return { ...apiError(503, message), headers: { "Retry-After": String(DISK_FULL_RETRY_AFTER_S) } };
  }
}
