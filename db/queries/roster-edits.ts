import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../open.ts";
import { WRITE_TRANSACTION } from "../connection.ts";
import { auditLog, cardinals, rosterChanges } from "../schema.ts";
import type { RosterMember } from "../../src/shared/roster.ts";
import { isoDay } from "../../src/shared/age.ts";
import { ROSTER_FIELDS, ROSTER_FIELD_NAMES, type FieldValue, type ImportPreview, type RosterChange, type RosterChangePage, type RosterField } from "../../src/shared/roster-fields.ts";
import { fieldWords } from "../../src/shared/field-words.ts";
import { STORED_FIELD_NAMES, memberValue, rowBySlug, toMember, toRow, withFields, type CardinalRow, type StoredField, type Tx } from "../roster-row.ts";
import { bumpRosterVersion, readRosterVersion } from "./roster-version.ts";
import { recordOverride } from "./roster-overrides.ts";
import { CONCLAVE_CHANGE_FIELD } from "./conclave.ts";
import { impossibleDate, type DatedFacts } from "../../src/shared/roster-dates.ts";

/**
 * The roster's zod rules, loaded by the first edit, import or correction: these queries are loaded by
 * every start (the roster's date, the conclave's edits), and building the rules took milliseconds of it.
 */
const rules = () => require("../../src/shared/roster-field-rules.ts") as typeof import("../../src/shared/roster-field-rules.ts");

/** A change the roster refuses, with the field to point at (the route turns it into `{ error, field }`). */
export class RosterError extends Error {
  constructor(readonly status: 400 | 404 | 409, message: string, readonly field?: string) {
    super(message);
  }
}

/** Where a change came from: every change names its source; a correction also its number. */
export interface ChangeOrigin { sourceUrl: string; note?: string; correctionId?: number; now: Date }

type Values = Partial<Record<RosterField, FieldValue>>;
/** What the server itself may set: the roster's fields, and the status only conclave mode changes. */
type ServerValues = Partial<Record<StoredField, FieldValue>>;

const json = (v: FieldValue) => (v === null ? null : JSON.stringify(v));
const unjson = (v: string | null): FieldValue => (v === null ? null : (JSON.parse(v) as FieldValue));

/** The dated facts of a member, named as the API names them. */
export function datedFacts(m: RosterMember): DatedFacts {
  return {
    birthDate: m.born, priestOrdination: m.ordainedPriest, episcopalConsecration: m.consecratedBishop,
    createdCardinal: m.created, deathDate: m.died ?? null, renunciationDate: m.renounced ?? null,
  };
}

/**
 * Dates that contradict each other, the calendar or a plausible life are
 * refused before anything is written; `changed` names the fields being set,
 * so the message points at the one the operator typed.
 */
function checkMember(m: RosterMember, today: string, prefix: string, changed: readonly string[] = []): void {
  // An import file names fields as the content roster does ("born"); the API's bodies as the API does ("birthDate").
  const inFile = prefix.startsWith("roster.");
  const parsed = rules().rosterMember.safeParse(m);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? "");
    const field = inFile ? key : ROSTER_FIELDS.find((f) => f.member === key)?.field ?? key;
    throw new RosterError(400, `${fieldWords(field)} ${issue.message}`, prefix + field);
  }
  const problem = impossibleDate(datedFacts(m), today, changed);
  if (!problem) return;
  const name = inFile ? ROSTER_FIELDS.find((f) => f.field === problem.field)!.member : problem.field;
  throw new RosterError(400, problem.message, prefix + name);
}

/**
 * Sets fields of one stored cardinal inside the caller's transaction: the row
 * (with its summary and sources rebuilt from the new facts), an
 * override per field so releases do not undo it, a public change-log entry and
 * an audit entry per field. Returns the change-log entries; none when nothing
 * differs.
 */
function applyToRow(tx: Tx, row: CardinalRow, values: ServerValues, origin: ChangeOrigin, prefix = "changes."): RosterChange[] {
  const before = toMember(row);
  const changed = STORED_FIELD_NAMES.filter((f) => f in values && values[f] !== memberValue(before, f));
  if (changed.length === 0) return [];
  let after = withFields(before, values);
  // The source of a recorded death or renunciation is listed among the cardinal's sources.
  if (changed.includes("deathDate")) after = { ...after, diedSource: after.died ? origin.sourceUrl : null };
  if (changed.includes("renunciationDate")) after = { ...after, renouncedSource: after.renounced ? origin.sourceUrl : null };
  const today = isoDay(origin.now);
  checkMember(after, today, prefix, changed);
  const { slug: _slug, profileFile: _file, ...columns } = toRow(after, row.profileFile);
  tx.update(cardinals).set(columns).where(eq(cardinals.id, row.id)).run();
  const at = origin.now.toISOString();
  return changed.map((field) => {
    const oldValue = memberValue(before, field);
    const newValue = memberValue(after, field);
    recordOverride(tx, { slug: row.slug, field, value: newValue, replaced: oldValue, editedOn: today, sourceUrl: origin.sourceUrl });
    tx.insert(auditLog).values({ at, action: `roster:${row.slug}.${field}`, oldValue: json(oldValue), newValue: json(newValue) }).run();
    const entry = tx.insert(rosterChanges).values({
      at, slug: row.slug, cardinalName: after.nameWithOrder, field, oldValue: json(oldValue), newValue: json(newValue),
      sourceUrl: origin.sourceUrl, note: origin.note ?? null, correctionId: origin.correctionId ?? null,
    }).returning().get();
    return toChange(entry);
  });
}

/**
 * Accepted corrections were once logged with this note as well as their
 * correction id, so readers were told the origin twice; the id alone says it now.
 */
const OLD_CORRECTION_NOTE = "Correction suggested by a visitor";

function toChange(r: typeof rosterChanges.$inferSelect): RosterChange {
  const fromCorrection = r.correctionId !== null;
  return {
    id: r.id, at: r.at, slug: r.slug, cardinalName: r.cardinalName, field: r.field,
    oldValue: unjson(r.oldValue), newValue: unjson(r.newValue), sourceUrl: r.sourceUrl,
    note: fromCorrection && r.note === OLD_CORRECTION_NOTE ? null : r.note, fromCorrection,
  };
}

/**
 * Edits one cardinal inside the caller's transaction, bumping the roster version.
 * Callers on the server may set the status too; routes pass only validated roster fields.
 */
export function editCardinalIn(tx: Tx, slug: string, values: ServerValues, origin: ChangeOrigin): RosterChange[] {
  const row = rowBySlug(tx, slug);
  if (!row) throw new RosterError(404, `No cardinal is listed under "${slug}"`, "slug");
  const changes = applyToRow(tx, row, values, origin);
  if (changes.length > 0) bumpRosterVersion(tx);
  return changes;
}

export function editCardinal(db: Db, slug: string, values: Values, origin: ChangeOrigin): RosterChange[] {
  return db.transaction((tx) => editCardinalIn(tx, slug, values, origin), WRITE_TRANSACTION);
}

/**
 * Inserts a new cardinal inside the caller's transaction. Every fact given is
 * logged as a change from "no value" and kept as an override (replacing nothing),
 * so a release that lacks him does not remove him.
 */
function insertMember(tx: Tx, m: RosterMember, origin: ChangeOrigin, prefix: string): RosterChange[] {
  if (rowBySlug(tx, m.slug)) throw new RosterError(409, `A cardinal is already listed under "${m.slug}"`, prefix + "slug");
  checkMember(m, isoDay(origin.now), prefix);
  tx.insert(cardinals).values(toRow(m, null)).run();
  const at = origin.now.toISOString();
  const editedOn = isoDay(origin.now);
  return ROSTER_FIELD_NAMES.map((field) => [field, memberValue(m, field)] as const).filter(([, v]) => v !== null).map(([field, value]) => {
    recordOverride(tx, { slug: m.slug, field, value, replaced: null, editedOn, sourceUrl: origin.sourceUrl });
    tx.insert(auditLog).values({ at, action: `roster:${m.slug}.${field}`, oldValue: null, newValue: json(value) }).run();
    return toChange(tx.insert(rosterChanges).values({
      at, slug: m.slug, cardinalName: m.nameWithOrder, field, oldValue: null, newValue: json(value),
      sourceUrl: origin.sourceUrl, note: origin.note ?? null, correctionId: null,
    }).returning().get());
  });
}

export function addCardinal(db: Db, fields: { slug: string } & Values, origin: ChangeOrigin): RosterChange[] {
  const blank = Object.fromEntries(ROSTER_FIELDS.map((f) => [f.member, null]));
  const member = withFields({ ...blank, slug: fields.slug, status: "cardinal" } as RosterMember, fields);
  return db.transaction((tx) => {
    const changes = insertMember(tx, member, origin, "cardinal.");
    bumpRosterVersion(tx);
    return changes;
  }, WRITE_TRANSACTION);
}

/** One member of an import file, in the content roster's names; only `slug` is required. */
export type ImportMember = { slug: string } & Record<string, unknown>;

const IGNORED_IMPORT_KEYS = new Set(["slug", "status", "diedSource", "renouncedSource"]);

/** The API-named values an import member sets, each checked by its field's rule. */
function importValues(m: ImportMember, prefix: string): Values {
  const values: Values = {};
  for (const [key, raw] of Object.entries(m)) {
    if (IGNORED_IMPORT_KEYS.has(key)) continue;
    const def = ROSTER_FIELDS.find((f) => f.member === key);
    if (!def) throw new RosterError(400, `${key} is not a field of the content roster`, prefix + key);
    const parsed = rules().FIELD_SCHEMAS[def.field].safeParse(raw);
    if (!parsed.success) throw new RosterError(400, `${fieldWords(key)} ${parsed.error.issues[0]?.message ?? "is not valid"}`, prefix + key);
    values[def.field] = parsed.data;
  }
  return values;
}

/** A member the roster does not know yet must be complete, as in the content roster. */
function newMember(m: ImportMember, prefix: string): RosterMember {
  const parsed = rules().rosterMember.safeParse({ status: "cardinal", died: null, renounced: null, ...m });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RosterError(400, `${m.slug} is new, so it needs every field of the content roster: ${fieldWords(String(issue.path[0]))} ${issue.message}`, prefix + String(issue.path[0]));
  }
  return parsed.data;
}

/** What importing `members` would add and change, field by field; nothing is written. */
export function previewImport(db: Db, members: readonly ImportMember[], today = isoDay(new Date())): ImportPreview {
  const preview: ImportPreview = { rosterVersion: readRosterVersion(db), added: [], changed: [], unchanged: [] };
  const seen = new Set<string>();
  members.forEach((m, i) => {
    const prefix = `roster.members.${i}.`;
    if (seen.has(m.slug)) throw new RosterError(400, `${m.slug} appears twice in the file`, prefix + "slug");
    seen.add(m.slug);
    const row = rowBySlug(db, m.slug);
    if (!row) {
      const member = newMember(m, prefix);
      // The preview refuses what applying would refuse, so the operator learns of an impossible date before confirming.
      checkMember(member, today, prefix);
      preview.added.push({ slug: m.slug, name: member.nameWithOrder, fields: ROSTER_FIELD_NAMES.map((field) => ({ field, value: memberValue(member, field) })).filter((f) => f.value !== null) });
      return;
    }
    const values = importValues(m, prefix);
    const before = toMember(row);
    const fields = ROSTER_FIELD_NAMES.filter((f) => f in values && values[f] !== memberValue(before, f))
      .map((field) => ({ field, oldValue: memberValue(before, field), newValue: values[field] ?? null }));
    if (fields.length > 0) checkMember(withFields(before, values), today, prefix, fields.map((f) => f.field));
    if (fields.length === 0) preview.unchanged.push({ slug: m.slug, name: row.nameWithOrder });
    else preview.changed.push({ slug: m.slug, name: row.nameWithOrder, fields, unchanged: Object.keys(values).length - fields.length });
  });
  return preview;
}

/**
 * Applies an import in one transaction: all of it or, on the first refused
 * value, none of it. Refused too when the roster changed since the preview the
 * operator confirmed (`rosterVersion`).
 */
export function applyImport(db: Db, members: readonly ImportMember[], rosterVersion: number, origin: ChangeOrigin): RosterChange[] {
  return db.transaction((tx) => {
    if (readRosterVersion(tx) !== rosterVersion) {
      throw new RosterError(409, "The roster changed since this preview. Preview the file again before applying it.", "rosterVersion");
    }
    const changes: RosterChange[] = [];
    members.forEach((m, i) => {
      const prefix = `roster.members.${i}.`;
      const row = rowBySlug(tx, m.slug);
      if (!row) changes.push(...insertMember(tx, newMember(m, prefix), origin, prefix));
      else changes.push(...applyToRow(tx, row, importValues(m, prefix), origin, prefix));
    });
    if (changes.length > 0) bumpRosterVersion(tx);
    return changes;
  }, WRITE_TRANSACTION);
}

/** The public change log, newest first. */
export function listChanges(db: Db, page: number, limit: number): RosterChangePage {
  const total = db.select({ n: sql<number>`count(*)` }).from(rosterChanges).get()?.n ?? 0;
  const rows = db.select().from(rosterChanges).orderBy(desc(rosterChanges.id)).limit(limit).offset((page - 1) * limit).all();
  return { changes: rows.map(toChange), metadata: { total, pages: Math.ceil(total / limit), page, limit } };
}

/**
 * The day the loaded content's facts were compiled. The roster holds everyone
 * who was a member that day and whoever joined or left since, so it can list
 * the College completely from this day on, and not before.
 */
export function contentAsOf(db: Db): string {
  return db.$client.query<{ value: string }, []>("SELECT value FROM meta WHERE key = 'content_as_of'").get()?.value ?? "";
}

/**
 * The day the roster was last changed: the content's own date until the
 * operator changes something, then the day of the latest change. Both in plain
 * SQL, as `countCardinals`: a start's first answer (/api/seed-data) asks them.
 */
export function rosterAsOf(db: Db): string {
  const content = contentAsOf(db);
  const last = db.$client.query<{ at: string }, [string]>("SELECT at FROM roster_changes WHERE field <> ?1 ORDER BY id DESC LIMIT 1").get(CONCLAVE_CHANGE_FIELD)?.at.slice(0, 10) ?? "";
  return last > content ? last : content;
}
