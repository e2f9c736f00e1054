import { z } from "zod";
import { PERSON_STATUSES } from "./age.ts";
import type { Cardinal, CardinalListResponse, ApiError, CardinalSuggestionResponse, DirectoryFilterValues } from "./cardinals.ts";
import type { PhotoIndex } from "./photos.ts";
import type { Poll, VoteResults, VoteStatus } from "./participation.ts";
import type { RosterChangePage } from "./roster-fields.ts";
import { announcedName, heldOffice } from "./college-content.ts";

/**
 * Response shapes of the public API as zod schemas, for the OpenAPI document
 * and the tests that hold each answer to it. The client keeps the plain types
 * in cardinals.ts and participation.ts (no zod in its bundle); the checks at
 * the end of this file fail to compile if the two ever disagree.
 */
const listOrText = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.string(), z.null()]);

export const apiError = z.object({
  error: z.string().describe("A sentence a person can read"),
  field: z.string().optional().describe("The parameter or body field at fault, when there is one"),
});

export const cardinal = z.object({
  id: z.number().int(),
  slug: z.string(),
  fullName: z.string(),
  nameWithOrder: z.string(),
  lastName: z.string(),
  givenNames: z.string().nullable(),
  religiousOrder: z.string().nullable(),
  nationality: z.string().describe("The country the roster lists him under: usually that of his see or office, not his citizenship"),
  region: z.string(),
  birthDate: z.string(),
  birthPlace: z.string().nullable(),
  deathDate: z.string().nullable().describe("The day he died; he then leaves the list and its counts, but a search finds him and his page stays"),
  deathSource: z.string().nullable(),
  renunciationDate: z.string().nullable().describe("The day he renounced the rights of the cardinalate: still a cardinal (status \"cardinal\"), never again an elector"),
  renunciationSource: z.string().nullable(),
  ageInYears: z.number().int().describe("Age today, or at his death"),
  isElector: z.boolean().describe("Would vote if the See fell vacant today: a living cardinal (not the pope), no renunciation, and no 80th birthday before today"),
  conclavesAttended: z.array(z.number().int()).nullable()
    .describe("Years of the conclaves of 2005, 2013 and 2025 he took part in as an elector (an elector on the day the See fell vacant, minus those who did not enter); null when his creation date is unknown"),
  priestOrdination: z.string().nullable(),
  episcopalConsecration: z.string().nullable(),
  createdCardinal: z.string().nullable(),
  created: z.boolean(),
  createdBy: z.string().nullable(),
  rank: z.string().nullable(),
  currentPosition: z.string().nullable(),
  status: z.enum(PERSON_STATUSES).describe("cardinal: a member of the College, including one who renounced the rights of the cardinalate; pope; pope-emeritus: a pope who renounced the office; deceased"),
  officialBiographyUrl: z.string().nullable(),
  wikidataId: z.string().nullable(),
  cardinalPriestOf: z.string().nullable(),
  episcopalMotto: z.string().nullable(),
  education: z.string().nullable(),
  earlyCareer: z.string().nullable(),
  churchPositions: z.string().nullable(),
  content: z.string().nullable(),
  biography: z.string().nullable(),
  views: listOrText(z.object({ category: z.string(), rating: z.number(), description: z.string() })),
  ratings: listOrText(z.object({ category: z.string(), rating: z.number(), description: z.string(), evidence: z.string().optional(), source: z.object({ title: z.string(), url: z.string() }).optional() })),
  quotes: listOrText(z.object({ text: z.string(), source: z.string().optional(), date: z.string().optional(), content: z.string().optional() })),
  sources: listOrText(z.object({ title: z.string().optional(), url: z.string().optional() })),
  profileFile: z.string().nullable(),
  collegeOffices: z.array(heldOffice).describe("The College's offices that matter in a vacancy that he holds (Dean, Vice-Dean, Camerlengo, Protopriest, Protodeacon, Major Penitentiary), each with its source; empty once he has died"),
  latinName: announcedName.nullable().describe("His given names in the Latin accusative as the protodeacon would announce them, for the electors (and the pope, elected as one); null otherwise"),
});

export const cardinalList = z.object({
  cardinals: z.array(cardinal),
  metadata: z.object({ total: z.number().int(), pages: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

export const cardinalSuggestions = z.object({
  suggestions: z.array(z.object({
    id: z.number().int(), slug: z.string(), fullName: z.string(), nameWithOrder: z.string(),
    status: z.enum(PERSON_STATUSES).describe("The pope is found too (his page is /new-holy-father), and so is a cardinal who has died"),
    currentPosition: z.string().nullable(),
  })),
});

const filterValue = z.object({
  value: z.string().describe("What the list's parameter takes"),
  label: z.string().describe("How the value reads"),
  count: z.number().int().describe("Members of the College who have it"),
});

export const directoryFilterValues = z.object({
  ranks: z.array(filterValue).describe("`rank`: bishop, priest, deacon"),
  countries: z.array(filterValue).describe("`country`, A to Z"),
  religiousOrders: z.array(filterValue).describe("`religiousOrder`: the institute's abbreviation, A to Z"),
  createdBy: z.array(filterValue).describe("`createdBy`: the creating pope, newest first"),
});

export const photoIndex = z.object({
  photos: z.record(z.string(), z.object({
    file: z.string(), src: z.string().describe("Address of the image on this site"),
    author: z.string(), licence: z.string(), licenceUrl: z.string().nullable(),
    filePage: z.string().describe("The file's page on Wikimedia Commons"),
  })).describe("By cardinal slug; only cardinals with a licensed photo"),
});

export const voteResults = z.object({
  totalVotes: z.number().int(),
  results: z.array(z.object({
    cardinalId: z.number().int(), cardinalName: z.string(), slug: z.string(),
    voteCount: z.number().int(), percentage: z.number().describe("Share of all votes, one decimal"),
  })),
});

export const voteStatus = z.object({ hasVoted: z.boolean(), cardinalId: z.number().int().nullable(), cardinalName: z.string().nullable() });

export const poll = z.object({
  id: z.number().int(), type: z.string(), question: z.string(), description: z.string().nullable(),
  hasVoted: z.boolean(), votedOptionId: z.number().int().nullable(), totalVotes: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), label: z.string(), voteCount: z.number().int(), percentage: z.number() })),
});

export const settingValue = z.object({ value: z.string() });
export const streamAddress = z.object({ youtubeUrl: z.string().describe("Canonical YouTube address, or empty when the operator has not set one") });
export const seedData = z.object({ seeded: z.boolean(), cardinals: z.number().int(), members: z.number().int(), dataAsOf: z.string() });
export const voteAccepted = z.object({ success: z.literal(true), status: voteStatus });

export const rosterChangePage = z.object({
  changes: z.array(z.object({
    id: z.number().int(), at: z.string().describe("ISO timestamp of the change"), slug: z.string(), cardinalName: z.string(),
    field: z.string().describe("The field's name as GET /api/cardinals/{slug} names it"),
    oldValue: z.string().nullable(), newValue: z.string().nullable(),
    sourceUrl: z.string(), note: z.string().nullable(), fromCorrection: z.boolean().describe("Applied from a visitor's correction"),
  })),
  metadata: z.object({ total: z.number().int(), pages: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  dataAsOf: z.string().describe("The day of the last roster change (the content's date until the operator changes something)"),
});
export const correctionAccepted = z.object({ id: z.number().int(), status: z.literal("pending"), message: z.string() });

// Compile-time agreement between these schemas and the client's plain types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof cardinal>, Cardinal>>();
agree<Same<z.infer<typeof cardinalList>, CardinalListResponse>>();
agree<Same<z.infer<typeof apiError>, ApiError>>();
agree<Same<z.infer<typeof cardinalSuggestions>, CardinalSuggestionResponse>>();
agree<Same<z.infer<typeof photoIndex>, PhotoIndex>>();
agree<Same<z.infer<typeof directoryFilterValues>, DirectoryFilterValues>>();
agree<Same<z.infer<typeof voteResults>, VoteResults>>();
agree<Same<z.infer<typeof voteStatus>, VoteStatus>>();
agree<Same<z.infer<typeof poll>, Poll>>();
agree<Same<Omit<z.infer<typeof rosterChangePage>, "dataAsOf">, RosterChangePage>>();
