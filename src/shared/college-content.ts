/**
 * The shapes of two content files and of the answers built from them, as zod
 * schemas: content/latin-names.json (each elector's given names in the Latin
 * accusative, as the protodeacon would announce them, with the rule followed
 * and the announcements of 2005, 2013 and 2025) and content/college-offices.json
 * (the College's offices that matter in a vacancy, each with its source).
 * The server validates the files with these when it loads them, the content
 * tests hold the files to them, and the OpenAPI document describes the
 * answers with them. The client imports only the inferred types (`import
 * type`), so zod stays out of its bundle.
 */
import { z } from "zod";
import { httpsUrl, isoDate } from "./roster.ts";

const text = z.string().trim().min(1);
const link = z.strictObject({ title: text, url: httpsUrl });

/** One given name: as the Holy See's list writes it and as announced; `latinized` false when kept unchanged. */
export const latinName = z.strictObject({ name: text, latin: text, latinized: z.boolean(), note: text.optional() });

export const latinNamesEntry = z.strictObject({
  slug: text,
  givenNames: text,
  /** The given names as announced, in order: the `latin` of each name joined by spaces. */
  accusative: text,
  names: z.array(latinName).min(1),
  /** The surname as announced (unchanged, with any particle such as "da" that belongs to it). */
  surname: text,
  note: text.optional(),
});

export const announcement = z.strictObject({
  year: z.number().int(),
  protodeacon: text,
  elected: text,
  names: z.array(z.strictObject({ name: text, latin: text })).min(1),
  /** The formula as the cited page prints it. */
  text,
  title: text,
  url: httpsUrl,
  alsoReportedBy: z.array(link),
});

export const latinNamesFile = z.strictObject({
  rule: text,
  asOf: isoDate,
  sources: z.array(link).min(3),
  announcements: z.array(announcement),
  electors: z.array(latinNamesEntry).min(1),
});

export const collegeOffice = z.strictObject({
  office: text,
  key: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  slug: text,
  since: isoDate,
  renewed: isoDate.optional(),
  description: text,
  source: link,
  sinceSource: link.optional(),
  note: text.optional(),
});

export const collegeOfficesFile = z.strictObject({
  asOf: isoDate,
  offices: z.array(collegeOffice).min(1),
  presiding: z.strictObject({
    rule: text,
    source: link,
    /** Who presides when neither the Dean nor the Vice-Dean is an elector, as reported on the file's date. */
    seniorElector: z.strictObject({ slug: text, note: text, source: link }),
  }),
});

export type LatinNamesFile = z.infer<typeof latinNamesFile>;
export type LatinNamesEntry = z.infer<typeof latinNamesEntry>;
export type CollegeOfficesFile = z.infer<typeof collegeOfficesFile>;

// ---- Answers built from the files ----

const source = z.object({ title: z.string(), url: z.string() });

/** An office a cardinal holds, as his record carries it. */
export const heldOffice = z.object({
  key: z.string().describe("dean, vice-dean, camerlengo, protopriest, protodeacon or major-penitentiary"),
  office: z.string(),
  since: z.string().describe("The day he took the office (YYYY-MM-DD)"),
  sourceUrl: z.string(),
  sourceTitle: z.string(),
});

/** His given names as they would be announced, on an elector's record. */
export const announcedName = z.object({
  accusative: z.string().describe("The given names in the Latin accusative, as the protodeacon would read them (Parolin: Petrum)"),
  surname: z.string(),
  names: z.array(z.object({ name: z.string(), latin: z.string(), latinized: z.boolean(), note: z.string().optional() })),
});

const person = z.object({ slug: z.string(), fullName: z.string(), ageInYears: z.number().int(), isElector: z.boolean() });

/** GET /api/college-offices: the offices on a day, with who presides over the cardinals and over the conclave. */
export const collegeOfficesAnswer = z.object({
  date: z.string().describe("The day ages and elector status are read on: the day asked for, else the day the See fell vacant while a vacancy is recorded, else today"),
  asOf: z.string().describe("The day the holders were last checked"),
  offices: z.array(z.object({
    key: z.string(), office: z.string(), description: z.string(), since: z.string(), source,
    holder: person.nullable().describe("Null when the holder has died by `date`: the office is then to be filled"),
  })),
  presiding: z.object({
    rule: z.string(),
    source,
    congregations: person.nullable().describe("Who presides over the General Congregations of all the cardinals: the Dean, or the Vice-Dean"),
    conclave: person.extend({
      reason: z.string(),
      note: z.string().optional().describe("What the source reports, when he is named from it rather than from the offices"),
      source: source.optional(),
    }).nullable()
      .describe("Who presides over the electors in the conclave; null when the site cannot name him from its records"),
  }),
});

/** GET /api/latin-names: the electors of today with their names as announced, and the rule and examples. */
export const latinNamesAnswer = z.object({
  rule: z.string(),
  asOf: z.string(),
  date: z.string().describe("The day the electors are counted on"),
  sources: z.array(source),
  announcements: z.array(z.object({ year: z.number().int(), protodeacon: z.string(), elected: z.string(), text: z.string(), title: z.string(), url: z.string() })),
  electors: z.array(z.object({
    slug: z.string(), fullName: z.string(), givenNames: z.string(), surname: z.string(), accusative: z.string(),
    names: announcedName.shape.names,
    note: z.string().optional(),
  })).describe("Sorted by surname"),
});

export type HeldOffice = z.infer<typeof heldOffice>;
export type AnnouncedName = z.infer<typeof announcedName>;
export type CollegeOfficesAnswer = z.infer<typeof collegeOfficesAnswer>;
export type LatinNamesAnswer = z.infer<typeof latinNamesAnswer>;
export type LatinNamesElector = LatinNamesAnswer["electors"][number];

/** The query of GET /api/college-offices. */
export const collegeOfficesQuery = z.object({
  date: isoDate.optional().describe("The day to read ages on (YYYY-MM-DD); by default the day the See fell vacant while a vacancy is recorded, else today; not before the day the holders were checked"),
});
