import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../open.ts";
import { WRITE_TRANSACTION } from "../connection.ts";
import { auditLog, cardinals, corrections } from "../schema.ts";
import { DATE_FIELDS, fieldLabel, type Correction, type RosterChange, type RosterField } from "../../src/shared/roster-fields.ts";
import { FIELD_SCHEMAS } from "../../src/shared/roster-field-rules.ts";
import { memberValue, rowBySlug, toMember, withFields } from "../roster-row.ts";
import { datedFacts, editCardinalIn, RosterError } from "./roster-edits.ts";
import { impossibleDate } from "../../src/shared/roster-dates.ts";
import { isoDay } from "../../src/shared/age.ts";

export interface NewCorrection { slug: string; field: RosterField; value: string; sourceUrl: string; email?: string }

/**
 * Queues a visitor's correction. A date that could not be true with his other
 * dates is refused now, by the rules an operator's edit meets, rather than
 * waiting in the queue for a refusal on acceptance.
 */
export function submitCorrection(db: Db, c: NewCorrection, now: Date): number {
  const row = rowBySlug(db, c.slug);
  if (!row) throw new RosterError(404, `No cardinal is listed under "${c.slug}"`, "slug");
  // Compared as the field's rule reads the text, so "1955-01-17" and " 1955-01-17 " are the same date.
  const parsed = FIELD_SCHEMAS[c.field].safeParse(c.value);
  const current = memberValue(toMember(row), c.field);
  if (parsed.success && parsed.data === current) {
    throw new RosterError(400, `That is already the value shown for “${fieldLabel(c.field)}”. Please give the value that should replace it.`, "value");
  }
  if ((DATE_FIELDS as readonly string[]).includes(c.field)) {
    const after = withFields(toMember(row), { [c.field]: FIELD_SCHEMAS[c.field].parse(c.value) });
    const problem = impossibleDate(datedFacts(after), isoDay(now), [c.field]);
    if (problem) throw new RosterError(400, problem.message, "value");
  }
  return db.insert(corrections).values({
    createdAt: now.toISOString(), slug: c.slug, field: c.field, value: c.value, sourceUrl: c.sourceUrl,
    email: c.email ?? null, status: "pending",
  }).returning({ id: corrections.id }).get().id;
}

/** The queue: pending corrections oldest first, then the latest decided ones. */
export function listCorrections(db: Db, status: Correction["status"]): Correction[] {
  const rows = db.select({ c: corrections, name: cardinals.nameWithOrder, row: cardinals })
    .from(corrections).leftJoin(cardinals, eq(cardinals.slug, corrections.slug))
    .where(eq(corrections.status, status))
    .orderBy(status === "pending" ? asc(corrections.id) : desc(corrections.id)).limit(200).all();
  return rows.map(({ c, name, row }) => ({
    ...c,
    cardinalName: name,
    currentValue: row && Object.hasOwn(FIELD_SCHEMAS, c.field) ? memberValue(toMember(row), c.field as RosterField) : null,
  }));
}

function pending(db: Pick<Db, "select">, id: number) {
  const row = db.select().from(corrections).where(eq(corrections.id, id)).get();
  if (!row) throw new RosterError(404, `There is no correction number ${id}`, "id");
  if (row.status !== "pending") throw new RosterError(409, `Correction ${id} was already ${row.status}`, "id");
  return row;
}

/** Applies a correction as an operator edit with the visitor's source, in one transaction. */
export function acceptCorrection(db: Db, id: number, now: Date): RosterChange[] {
  return db.transaction((tx) => {
    const c = pending(tx, id);
    const value = FIELD_SCHEMAS[c.field as RosterField].parse(c.value);
    const changes = editCardinalIn(tx, c.slug, { [c.field]: value }, { sourceUrl: c.sourceUrl, correctionId: id, now });
    tx.update(corrections).set({ status: "accepted", decidedAt: now.toISOString() }).where(and(eq(corrections.id, id), eq(corrections.status, "pending"))).run();
    tx.insert(auditLog).values({ at: now.toISOString(), action: `correction:${id}:accepted`, oldValue: null, newValue: null }).run();
    return changes;
  }, WRITE_TRANSACTION);
}

export function declineCorrection(db: Db, id: number, reason: string, now: Date): void {
  db.transaction((tx) => {
    pending(tx, id);
    tx.update(corrections).set({ status: "declined", decidedAt: now.toISOString(), reason }).where(eq(corrections.id, id)).run();
    tx.insert(auditLog).values({ at: now.toISOString(), action: `correction:${id}:declined`, oldValue: null, newValue: reason }).run();
  }, WRITE_TRANSACTION);
}
