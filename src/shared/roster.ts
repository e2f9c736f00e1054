import { z } from "zod";
import { REGIONS, CREATING_POPES } from "./regions.ts";

/** A real calendar day written as `YYYY-MM-DD`. */
export const isoDate = z.string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real calendar day");

/** One line of plain text: no markup, so nothing an operator or visitor sends can become HTML. */
export const plainText = (max = 300) => z.string({ error: "must be text" }).trim()
  .min(1, "must not be empty")
  .max(max, `must be at most ${max} characters`)
  .refine((v) => !/[<>]/.test(v), "must be plain text, without < or >");

export const httpsUrl = z.url({ protocol: /^https$/, error: "must be a web address starting with https://" }).max(500, "must be at most 500 characters");

/** One member of content/roster.json, the project's own format of the reference facts. */
export const rosterMember = z.object({
  slug: z.string({ error: "must be text" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens, such as jean-marc-aveline").max(120, "must be at most 120 characters"),
  name: plainText(),
  nameWithOrder: plainText(),
  surname: plainText(),
  givenNames: plainText().nullable(),
  order: plainText(40).nullable(),
  country: plainText(),
  region: z.enum(REGIONS, { error: `must be one of ${REGIONS.join(", ")}` }),
  born: isoDate,
  birthplace: plainText().nullable(),
  ordainedPriest: isoDate.nullable(),
  consecratedBishop: isoDate.nullable(),
  created: isoDate.nullable(),
  createdBy: z.enum(CREATING_POPES, { error: `must be one of ${CREATING_POPES.join(", ")}` }).nullable(),
  rank: z.enum(["Cardinal Bishop", "Cardinal Priest", "Cardinal Deacon"], { error: "must be Cardinal Bishop, Cardinal Priest or Cardinal Deacon" }).nullable(),
  office: plainText(500).nullable(),
  status: z.enum(["cardinal", "pope"]),
  pressOfficeBio: httpsUrl.nullable(),
  wikidata: z.string({ error: "must be a Wikidata item such as Q123" }).regex(/^Q\d{1,12}$/, "must be a Wikidata item such as Q123").nullable(),
  /** The day he died, when the roster records it, and where that is reported. */
  died: isoDate.nullable().optional(),
  diedSource: httpsUrl.nullable().optional(),
  /** The day he renounced the rights of the cardinalate, and where that is reported. */
  renounced: isoDate.nullable().optional(),
  renouncedSource: httpsUrl.nullable().optional(),
});

export const rosterFile = z.object({
  /** The day the facts were last checked; shown on the site as "Data as of …". */
  asOf: isoDate,
  members: z.array(rosterMember).min(1),
});

export type RosterMember = z.infer<typeof rosterMember>;
export type Roster = z.infer<typeof rosterFile>;
