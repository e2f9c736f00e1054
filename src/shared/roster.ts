import { z } from "zod";
import { REGIONS, CREATING_POPES } from "./regions.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

/** One member of content/roster.json, the project's own format of the reference facts. */
export const rosterMember = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  nameWithOrder: z.string().min(1),
  surname: z.string().min(1),
  givenNames: z.string().nullable(),
  order: z.string().nullable(),
  country: z.string().min(1),
  region: z.enum(REGIONS),
  born: isoDate,
  birthplace: z.string().nullable(),
  ordainedPriest: isoDate.nullable(),
  consecratedBishop: isoDate.nullable(),
  created: isoDate.nullable(),
  createdBy: z.enum(CREATING_POPES).nullable(),
  rank: z.enum(["Cardinal Bishop", "Cardinal Priest", "Cardinal Deacon"]).nullable(),
  office: z.string().nullable(),
  status: z.enum(["cardinal", "pope"]),
  pressOfficeBio: z.url({ protocol: /^https$/ }).nullable(),
  wikidata: z.string().regex(/^Q\d+$/).nullable(),
});

export const rosterFile = z.object({
  /** The day the facts were last checked; shown on the site as "Data as of …". */
  asOf: isoDate,
  members: z.array(rosterMember).min(1),
});

export type RosterMember = z.infer<typeof rosterMember>;
export type Roster = z.infer<typeof rosterFile>;
