import { eq, sql } from "drizzle-orm";
import type { Db } from "../open.ts";
import { meta } from "../schema.ts";

type Writer = Pick<Db, "insert">;
type Reader = Pick<Db, "select">;

const KEY = "roster_version";

/**
 * The roster version: a counter bumped in the same transaction as every change
 * to the cardinals table (a content load, an operator edit, an accepted
 * correction). Caches of anything derived from the roster carry it in their key.
 */
export function readRosterVersion(db: Reader): number {
  const row = db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY)).get();
  return row ? Number(row.value) : 0;
}

let bumpsInThisProcess = 0;

/**
 * How many times this process has bumped the roster version: a free check
 * that lets in-memory copies of the roster skip reading the database while
 * nothing here has changed it (a rolled-back bump only costs one extra read).
 */
export function rosterBumpsInThisProcess(): number {
  return bumpsInThisProcess;
}

/** A thread of this process (the roster import's) bumped the version on its own connection. */
export function noteRosterBumpElsewhere(): void {
  bumpsInThisProcess++;
}

/** Bumps the roster version inside the caller's transaction and returns the new value. */
export function bumpRosterVersion(tx: Writer): number {
  bumpsInThisProcess++;
  const row = tx.insert(meta).values({ key: KEY, value: "1" })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`CAST(${meta.value} AS INTEGER) + 1` } })
    .returning({ value: meta.value }).get();
  return Number(row.value);
}
