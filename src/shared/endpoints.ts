/**
 * Every endpoint a page of the site may call, reads and writes: the one place
 * an address is written. The client's addresses, readers and query options,
 * the server's public-read and no-store lists, its in-process reader and the
 * OpenAPI document all come from this table (and `dashboard-endpoints.ts` for
 * the operator's dashboard, kept apart so pages that never open it carry none
 * of its addresses). `endpoint-schemas.ts` gives each entry its zod schemas; a
 * test fails when the app serves a route no table describes, or the reverse.
 */
import type { ApiDocument } from "./api-document.ts";
import type { Cardinal, CardinalListResponse, CardinalSuggestionResponse, DirectoryFilterValues, RankFilter, SortField } from "./cardinals.ts";
import type { CollegeOfficesAnswer, LatinNamesAnswer } from "./college-content.ts";
import type { ConclaveState } from "./conclave.ts";
import type { Poll, SettingKey, VoteResults, VoteStatus } from "./participation.ts";
import type { PhotoIndex } from "./photos.ts";
import type { Region } from "./regions.ts";
import type { RosterChangePage, RosterField } from "./roster-fields.ts";
import { endpointTable, file, json, shape, text } from "./endpoint-kit.ts";

/** Query of GET /api/cardinals as the client sends it; the server's zod schema fills the defaults. */
export interface CardinalListParams {
  search?: string;
  region?: Region;
  createdBy?: string;
  rank?: RankFilter;
  /** As the records spell it, e.g. "Italy". */
  country?: string;
  /** As the records spell it, e.g. "SJ". */
  religiousOrder?: string;
  minAge?: number;
  maxAge?: number;
  /** Electors by the one rule (`isElectorOn`), not merely under 80. */
  elector?: boolean;
  /** The electors of the open vacancy's conclave, frozen on the day the See fell vacant. */
  conclaveElectors?: boolean;
  conclaveExperience?: "yes" | "no";
  sortBy?: SortField;
  sortOrder?: "asc" | "desc";
  page?: number;
  limit?: number;
}

const LIST_QUERY = ["search", "region", "createdBy", "rank", "country", "religiousOrder", "minAge", "maxAge", "elector", "conclaveElectors", "conclaveExperience", "sortBy", "sortOrder", "page", "limit"] as const satisfies readonly (keyof CardinalListParams)[];

/** GET /api/changes: one page of the public change log and the content's own date. */
export type ChangesAnswer = RosterChangePage & { dataAsOf: string };
export interface AdminSession { signedIn: boolean; passwordSet: boolean }
export interface SettingValue { value: string }
export interface StreamAddress { youtubeUrl: string }
export interface SeedData { seeded: boolean; cardinals: number; members: number; dataAsOf: string }
export interface VoteAccepted { success: true; status: VoteStatus }
/** The poll as it now stands, with this visitor's vote in it. */
export interface PollVoteAccepted { success: true; poll?: Poll }
export interface CorrectionDraft { slug: string; field: RosterField; value: string; sourceUrl: string; email?: string }
export interface CorrectionAccepted { id: number; status: "pending"; message: string }

export const ENDPOINTS = endpointTable({
  cardinalList: { method: "GET", path: "/api/cardinals", access: "public", query: LIST_QUERY, input: shape<CardinalListParams>(), answer: json<CardinalListResponse>() },
  suggestions: { method: "GET", path: "/api/cardinals/suggestions", access: "public", query: ["search", "limit"], input: shape<{ search: string; limit?: number }>(), answer: json<CardinalSuggestionResponse>() },
  directoryFilters: { method: "GET", path: "/api/cardinals/filters", access: "public", answer: json<DirectoryFilterValues>() },
  photos: { method: "GET", path: "/api/photos", access: "public", answer: json<PhotoIndex>() },
  cardinal: { method: "GET", path: "/api/cardinals/:slug", access: "public", input: shape<{ slug: string }>(), answer: json<Cardinal>() },
  cardinalFile: { method: "GET", path: "/api/cardinal-file/:filename", access: "public", input: shape<{ filename: string }>(), answer: text() },
  rosterJson: { method: "GET", path: "/api/export/cardinals.json", access: "public", query: ["date"], input: shape<{ date?: string }>(), answer: file("application/json") },
  rosterCsv: { method: "GET", path: "/api/export/cardinals.csv", access: "public", query: ["date"], input: shape<{ date?: string }>(), answer: file("text/csv") },
  turning80: { method: "GET", path: "/api/export/turning-80.ics", access: "public", answer: file("text/calendar") },
  collegeOffices: { method: "GET", path: "/api/college-offices", access: "public", query: ["date"], input: shape<{ date?: string }>(), answer: json<CollegeOfficesAnswer>() },
  latinNames: { method: "GET", path: "/api/latin-names", access: "public", answer: json<LatinNamesAnswer>() },
  voteResults: { method: "GET", path: "/api/votes/results", access: "public", answer: json<VoteResults>() },
  voteStatus: { method: "GET", path: "/api/votes/status", access: "personal", answer: json<VoteStatus>() },
  vote: { method: "POST", path: "/api/votes", access: "personal", body: shape<{ cardinalId: number }>(), answer: json<VoteAccepted>() },
  polls: { method: "GET", path: "/api/polls", access: "personal", answer: json<Poll[]>() },
  pollsByType: { method: "GET", path: "/api/polls/type/:type", access: "personal", input: shape<{ type: string }>(), answer: json<Poll[]>() },
  pollVote: { method: "POST", path: "/api/polls/:id/vote", access: "personal", input: shape<{ id: number }>(), body: shape<{ optionId: number }>(), answer: json<PollVoteAccepted>() },
  setting: { method: "GET", path: "/api/site-settings/:key", access: "public", input: shape<{ key: SettingKey }>(), answer: json<SettingValue>() },
  conclaveStream: { method: "GET", path: "/api/youtube-url", access: "public", answer: json<StreamAddress>() },
  stPetersStream: { method: "GET", path: "/api/youtube-url-st-peters", access: "public", answer: json<StreamAddress>() },
  seedData: { method: "GET", path: "/api/seed-data", access: "public", answer: json<SeedData>() },
  apiDocument: { method: "GET", path: "/api/openapi.json", access: "public", answer: json<ApiDocument>() },
  changes: { method: "GET", path: "/api/changes", access: "public", query: ["page", "limit"], input: shape<{ page?: number; limit?: number }>(), answer: json<ChangesAnswer>() },
  changesFeed: { method: "GET", path: "/changes.atom", access: "public", answer: file("application/atom+xml") },
  correction: { method: "POST", path: "/api/corrections", access: "public", body: shape<CorrectionDraft>(), answer: json<CorrectionAccepted>() },
  conclave: { method: "GET", path: "/api/conclave", access: "public", answer: json<ConclaveState>() },
  conclaveEvents: { method: "GET", path: "/api/conclave/events", access: "public", answer: file("text/event-stream") },
  adminSession: { method: "GET", path: "/api/admin/session", access: "personal", answer: json<AdminSession>() },
});

export type Endpoints = typeof ENDPOINTS;
