/**
 * The facts of a cardinal an operator may edit and a visitor may correct, named
 * as `GET /api/cardinals/{slug}` names them, with the matching key of the content
 * roster (content/roster.json) and a label for people. No zod here: the client
 * imports this list.
 */
export const ROSTER_FIELDS = [
  { field: "fullName", member: "name", label: "Full name" },
  { field: "nameWithOrder", member: "nameWithOrder", label: "Name with order" },
  { field: "lastName", member: "surname", label: "Surname" },
  { field: "givenNames", member: "givenNames", label: "Given names" },
  { field: "religiousOrder", member: "order", label: "Religious order" },
  { field: "nationality", member: "country", label: "Country" },
  { field: "region", member: "region", label: "Region" },
  { field: "birthDate", member: "born", label: "Date of birth" },
  { field: "birthPlace", member: "birthplace", label: "Place of birth" },
  { field: "priestOrdination", member: "ordainedPriest", label: "Priestly ordination" },
  { field: "episcopalConsecration", member: "consecratedBishop", label: "Episcopal consecration" },
  { field: "createdCardinal", member: "created", label: "Created cardinal" },
  { field: "createdBy", member: "createdBy", label: "Created by" },
  { field: "rank", member: "rank", label: "Rank" },
  { field: "currentPosition", member: "office", label: "Office" },
  { field: "officialBiographyUrl", member: "pressOfficeBio", label: "Press Office biography" },
  { field: "wikidataId", member: "wikidata", label: "Wikidata item" },
  { field: "deathDate", member: "died", label: "Date of death" },
  { field: "renunciationDate", member: "renounced", label: "Renunciation of the rights of the cardinalate" },
] as const;

export type RosterField = (typeof ROSTER_FIELDS)[number]["field"];
export type RosterMemberKey = (typeof ROSTER_FIELDS)[number]["member"];

export const ROSTER_FIELD_NAMES = ROSTER_FIELDS.map((f) => f.field) as RosterField[];

export function isRosterField(name: string): name is RosterField {
  return (ROSTER_FIELD_NAMES as string[]).includes(name);
}

export function fieldLabel(name: string): string {
  return ROSTER_FIELDS.find((f) => f.field === name)?.label ?? name;
}

/** Fields whose value is an ISO day. */
export const DATE_FIELDS: readonly RosterField[] = ["birthDate", "priestOrdination", "episcopalConsecration", "createdCardinal", "deathDate", "renunciationDate"];

/** A value as the change log and forms carry it: text, or null for "no value". */
export type FieldValue = string | null;

/** One entry of the public change log. */
export interface RosterChange {
  id: number;
  at: string;
  slug: string;
  cardinalName: string;
  field: string;
  oldValue: FieldValue;
  newValue: FieldValue;
  sourceUrl: string;
  note: string | null;
  fromCorrection: boolean;
}

export interface RosterChangePage {
  changes: RosterChange[];
  metadata: { total: number; pages: number; page: number; limit: number };
}

export interface Correction {
  id: number;
  createdAt: string;
  slug: string;
  cardinalName: string | null;
  field: string;
  currentValue: FieldValue;
  value: string;
  sourceUrl: string;
  email: string | null;
  status: "pending" | "accepted" | "declined";
  decidedAt: string | null;
  reason: string | null;
}

/** What an import would do, field by field. */
export interface ImportPreview {
  rosterVersion: number;
  added: { slug: string; name: string; fields: { field: string; value: FieldValue }[] }[];
  changed: { slug: string; name: string; fields: { field: string; oldValue: FieldValue; newValue: FieldValue }[]; unchanged: number }[];
  unchanged: { slug: string; name: string }[];
}
