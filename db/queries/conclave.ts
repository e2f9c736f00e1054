import { asc } from "drizzle-orm";
import type { Db } from "../open.ts";
import type { Tx } from "../roster-row.ts";
import { auditLog, conclaveLog, rosterChanges } from "../schema.ts";
import { recordedElectionDays, type ConclaveLogEntry } from "../../src/shared/conclave.ts";

/** The change log's field for conclave events; they name no cardinal's fact, so "Data as of" ignores them. */
export const CONCLAVE_CHANGE_FIELD = "conclave";

type Row = typeof conclaveLog.$inferSelect;

function toEntry(r: Row): ConclaveLogEntry {
  return {
    id: r.id, type: r.type, at: r.at, sourceUrl: r.sourceUrl, note: r.note,
    ...(r.cause ? { cause: r.cause } : {}), ...(r.smoke ? { smoke: r.smoke } : {}),
    ...(r.slug ? { slug: r.slug } : {}), ...(r.papalName ? { papalName: r.papalName } : {}),
  };
}

/** The whole log, oldest first: a few rows per vacancy, so it is read whole. */
export function readConclaveLog(db: Pick<Db, "select">): ConclaveLogEntry[] {
  return db.select().from(conclaveLog).orderBy(asc(conclaveLog.id)).all().map(toEntry);
}

export interface PublicSummary {
  /** What the change log shows, e.g. "Ballot 4: black smoke". */
  text: string;
  slug?: string;
  cardinalName?: string;
}

/**
 * Appends one entry inside the caller's transaction, with its audit row and its
 * public change-log row, so the three are committed together or not at all.
 */
export function appendConclaveEntry(tx: Tx, entry: Omit<ConclaveLogEntry, "id">, summary: PublicSummary, now: Date): ConclaveLogEntry {
  const recordedAt = now.toISOString();
  const row = tx.insert(conclaveLog).values({
    type: entry.type, at: entry.at, recordedAt, sourceUrl: entry.sourceUrl, note: entry.note,
    cause: entry.cause ?? null, smoke: entry.smoke ?? null, slug: entry.slug ?? null, papalName: entry.papalName ?? null,
  }).returning().get();
  const value = JSON.stringify(summary.text);
  tx.insert(auditLog).values({ at: recordedAt, action: `conclave:${entry.type}`, oldValue: null, newValue: value }).run();
  tx.insert(rosterChanges).values({
    at: recordedAt, slug: summary.slug ?? "", cardinalName: summary.cardinalName ?? "The Holy See", field: CONCLAVE_CHANGE_FIELD,
    oldValue: null, newValue: value, sourceUrl: entry.sourceUrl, note: entry.note, correctionId: null,
  }).run();
  return toEntry(row);
}

/** The day each pope elected while the site followed the conclave was elected, by slug. */
export function electionDaysIn(db: Pick<Db, "select">): Map<string, string> {
  return recordedElectionDays(readConclaveLog(db));
}
