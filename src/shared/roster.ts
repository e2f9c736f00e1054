import { z } from "zod";
import { REGIONS, CREATING_POPES } from "./regions.ts";
import { CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE } from "./text.ts";

/** A real calendar day written as `YYYY-MM-DD`. */
export const isoDate = z.string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real calendar day");

/** Refuses control characters before anything trims them away unseen. */
export const withoutControlCharacters = () => z.string({ error: "must be text" }).refine((v) => !CONTROL_CHARACTER.test(v), CONTROL_CHARACTER_MESSAGE);

/** One line of plain text: no markup, so nothing an operator or visitor sends can become HTML. */
export const plainText = (max = 300) => withoutControlCharacters().trim()
  .min(1, "must not be empty")
  .max(max, `must be at most ${max} characters`)
  .refine((v) => !/[<>]/.test(v), "must be plain text, without < or >");

// The URL parser accepts control characters inside an address, and quietly drops them at its ends, so they are refused first.
export const httpsUrl = z.string({ error: "must be a web address starting with https://" }).refine((v) => !CONTROL_CHARACTER.test(v), CONTROL_CHARACTER_MESSAGE)
  .pipe(z.url({ protocol: /^https$/, error: "must be a web address starting with https://" }).max(500, "must be at most 500 characters"))
  .meta({ format: "uri", maxLength: 500 });

/**
 * Words that addresses under /api/cardinals/ use for themselves: a cardinal
 * listed under one of them would be shadowed by that route.
 */
export const RESERVED_SLUGS = ["suggestions"] as const;

/** One member of content/roster.json, the project's own format of the reference facts. */
export const rosterMember = z.object({
  slug: z.string({ error: "must be text" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens, such as jean-marc-aveline").max(120, "must be at most 120 characters")
    .refine((v) => !(RESERVED_SLUGS as readonly string[]).includes(v), { error: (issue) => `must not be "${String(issue.input)}": the site's own addresses use that word (/api/cardinals/${String(issue.input)}), so his record could never be reached; add a given name or a number` }),
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
