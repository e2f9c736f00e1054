import { z } from "zod";
import { isIsoDay } from "./college-stats.ts";
import { cardinal } from "./api-schemas.ts";

/** `?date=YYYY-MM-DD` of the downloads: the day ages and elector status are computed for. */
export const exportQuery = z.object({
  date: z.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine((d) => isIsoDay(d) && d >= "1900-01-01" && d <= "2199-12-31", "must be a real calendar date between 1900 and 2199")
    .optional()
    .describe("Day for which ages and elector status are computed, YYYY-MM-DD (default: today)"),
});

export const PERSON_STATUSES = ["cardinal", "pope", "deceased", "renounced"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** The record's factual fields the downloads carry, in the order of the CSV's columns. */
const FACTUAL_FIELDS = {
  id: true, slug: true, status: true, fullName: true, nameWithOrder: true, lastName: true, givenNames: true,
  religiousOrder: true, nationality: true, region: true, birthDate: true, birthPlace: true, priestOrdination: true,
  episcopalConsecration: true, createdCardinal: true, createdBy: true, rank: true, currentPosition: true,
  deathDate: true, renunciationDate: true, ageInYears: true, isElector: true, wikidataId: true, officialBiographyUrl: true,
} as const;

/**
 * One person of the roster as the downloads carry it: the record's factual
 * fields, with status, age and elector status computed for the requested day.
 * The CSV has exactly these columns, in this order.
 */
export const exportedPerson = cardinal.pick(FACTUAL_FIELDS).extend({
  id: z.number().int().describe("Stable id; never reused"),
  slug: z.string().describe("Stable address of the person's page: /cardinal/{slug}"),
  status: z.enum(PERSON_STATUSES),
  ageInYears: z.number().int().describe("Age on the export's date (at death, for the deceased)"),
  isElector: z.boolean().describe("Could vote in a conclave whose See fell vacant on the export's date"),
  pagePath: z.string().describe("Path of this person's page on the site, e.g. /cardinal/pietro-parolin"),
});
export type ExportedPerson = z.infer<typeof exportedPerson>;

/** Column order of the CSV download: the fields of `exportedPerson`, as declared. */
export const EXPORT_COLUMNS = Object.keys(exportedPerson.shape) as (keyof ExportedPerson)[];

export const rosterExport = z.object({
  asOf: z.string().describe("Date of the last change to the roster"),
  rosterVersion: z.number().int(),
  date: z.string().describe("Day for which ages and elector status are computed"),
  licence: z.string(),
  people: z.array(exportedPerson),
});
export type RosterExport = z.infer<typeof rosterExport>;

/** The terms the downloads and the API page state; the roster is public facts. */
export const DATA_LICENCE =
  "CC0 1.0: the roster's facts are public and offered without restriction (compiled from Wikidata, which is CC0, the Holy See Press Office and Wikipedia's list of current cardinals). Profile texts are not part of the downloads.";

/** How to cite a download, filled with the roster's version and date. */
export function citation(rosterVersion: number, asOf: string, siteUrl: string): string {
  return `Cardinalis, roster of the College of Cardinals, version ${rosterVersion}, data as of ${asOf}, ${siteUrl}`;
}
