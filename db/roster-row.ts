import { eq } from "drizzle-orm";
import type { Db } from "./open.ts";
import { cardinals } from "./schema.ts";
import type { RosterMember } from "../src/shared/roster.ts";
import { ROSTER_FIELDS, type FieldValue, type RosterField } from "../src/shared/roster-fields.ts";
import { foldText } from "../src/shared/text.ts";
import { factualSources, factualSummary } from "./summary.ts";

export type CardinalRow = typeof cardinals.$inferSelect;

/**
 * Facts only the server changes, never offered to the operator's roster form or
 * to visitors' corrections: a man becomes pope only through conclave mode's
 * new pontificate. They are logged and kept across releases like the others.
 */
export const SERVER_FIELDS = [{ field: "status", member: "status", label: "Status" }] as const;
export const STORED_FIELDS = [...ROSTER_FIELDS, ...SERVER_FIELDS];
export type StoredField = RosterField | (typeof SERVER_FIELDS)[number]["field"];
export const STORED_FIELD_NAMES = STORED_FIELDS.map((f) => f.field) as StoredField[];

export function isStoredField(name: string): name is StoredField {
  return (STORED_FIELD_NAMES as string[]).includes(name);
}
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The columns a roster member fills; the profile file is chosen by the caller. */
export function toRow(m: RosterMember, profileFile: string | null) {
  return {
    slug: m.slug, fullName: m.name, nameWithOrder: m.nameWithOrder, lastName: m.surname,
    givenNames: m.givenNames, religiousOrder: m.order, nationality: m.country, region: m.region,
    birthDate: m.born, birthPlace: m.birthplace, priestOrdination: m.ordainedPriest,
    episcopalConsecration: m.consecratedBishop, createdCardinal: m.created, createdBy: m.createdBy,
    rank: m.rank, currentPosition: m.office, status: m.status, officialBiographyUrl: m.pressOfficeBio,
    wikidataId: m.wikidata, deathDate: m.died ?? null, deathSource: m.diedSource ?? null,
    renunciationDate: m.renounced ?? null, renunciationSource: m.renouncedSource ?? null,
    content: factualSummary(m), sources: JSON.stringify(factualSources(m)),
    profileFile,
    sortName: foldText(m.name), sortLastName: foldText(m.surname), sortNationality: foldText(m.country),
  };
}

/** The roster member a stored row stands for (the inverse of `toRow` on the editable fields). */
export function toMember(row: CardinalRow): RosterMember {
  const member: Record<string, unknown> = { slug: row.slug, status: row.status, diedSource: row.deathSource, renouncedSource: row.renunciationSource };
  for (const { field, member: key } of ROSTER_FIELDS) member[key] = row[field];
  return member as RosterMember;
}

/** A member with some fields, named as the API names them, set to new values. */
export function withFields(m: RosterMember, values: Partial<Record<StoredField, FieldValue>>): RosterMember {
  const next: Record<string, unknown> = { ...m };
  for (const { field, member: key } of STORED_FIELDS) if (field in values) next[key] = values[field];
  return next as RosterMember;
}

/** A field's value on a member, by its API name. */
export function memberValue(m: RosterMember, field: StoredField): FieldValue {
  const key = STORED_FIELDS.find((f) => f.field === field)!.member;
  return (m[key as keyof RosterMember] as FieldValue | undefined) ?? null;
}

export function rowBySlug(db: Pick<Db, "select">, slug: string): CardinalRow | undefined {
  return db.select().from(cardinals).where(eq(cardinals.slug, slug)).get();
}
