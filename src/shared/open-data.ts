import { z } from "zod";
import { isIsoDay } from "./college-stats.ts";
import { cardinal } from "./api-schemas.ts";
import { DATA_LICENCE } from "./data-licence.ts";

/**
 * `?date=YYYY-MM-DD` of the downloads: the day ages and elector status are
 * computed for. The roster holds the members on the day it was compiled and
 * those who joined or left since, so it can answer for that day and later;
 * the handler refuses an earlier day with a sentence naming the first one.
 */
export const exportQuery = z.object({
  date: z.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine((d) => isIsoDay(d) && d >= "1900-01-01" && d <= "2199-12-31", "must be a real calendar date between 1900 and 2199")
    .optional()
    .describe("Day for which the College, ages and elector status are given, YYYY-MM-DD (default: today). A day before the roster was compiled is refused (400): the roster does not hold the cardinals who died or left before then."),
});

/** The record's factual fields the downloads carry, in the order of the CSV's columns (`country` follows the religious order). */
const LEADING_FIELDS = {
  id: true, slug: true, status: true, fullName: true, nameWithOrder: true, lastName: true, givenNames: true, religiousOrder: true,
} as const;
const TRAILING_FIELDS = {
  region: true, birthDate: true, birthPlace: true, priestOrdination: true, episcopalConsecration: true, createdCardinal: true,
  createdBy: true, rank: true, currentPosition: true, renunciationDate: true, ageInYears: true, isElector: true,
  conclavesAttended: true, wikidataId: true, officialBiographyUrl: true,
} as const;

/**
 * One member of the College on the requested day (or the pope) as the
 * downloads carry him: the record's factual fields, with status, age and
 * elector status computed for that day. The CSV has exactly these columns, in
 * this order (`conclavesAttended` as years separated by spaces).
 */
export const exportedPerson = cardinal.pick(LEADING_FIELDS)
  .extend({ country: z.string().describe("The country the roster lists him under: usually that of his see or office, not his citizenship (the API's `nationality`)") })
  .extend(cardinal.pick(TRAILING_FIELDS).shape)
  .extend({
    id: z.number().int().describe("Stable id; never reused"),
    slug: z.string().describe("Stable address of the person's page: /cardinal/{slug}"),
    status: z.enum(["cardinal", "pope"]).describe("His status on the export's date: cardinal (a member of the College, including one who renounced the rights of the cardinalate: see renunciationDate) or pope"),
    ageInYears: z.number().int().describe("Age on the export's date"),
    isElector: z.boolean().describe("Could vote in a conclave whose See fell vacant on the export's date"),
    pagePath: z.string().describe("Path of this person's page on the site, e.g. /cardinal/pietro-parolin"),
  });
export type ExportedPerson = z.infer<typeof exportedPerson>;

/** Column order of the CSV download: the fields of `exportedPerson`, as declared. */
export const EXPORT_COLUMNS = Object.keys(exportedPerson.shape) as (keyof ExportedPerson)[];

export const rosterExport = z.object({
  asOf: z.string().describe("Date of the last change to the roster"),
  rosterVersion: z.number().int(),
  date: z.string().describe("Day for which the College, ages and elector status are given"),
  completeFrom: z.string().describe("The first day the roster can list completely: the day its facts were compiled"),
  licence: z.string(),
  people: z.array(exportedPerson),
});
export type RosterExport = z.infer<typeof rosterExport>;

export { DATA_LICENCE };

/** How to cite a download, filled with the roster's version and date. */
export function citation(rosterVersion: number, asOf: string, siteUrl: string): string {
  return `Cardinalis, roster of the College of Cardinals, version ${rosterVersion}, data as of ${asOf}, ${siteUrl}`;
}
