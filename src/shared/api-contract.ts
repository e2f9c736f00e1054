/**
 * The one contract between the client and the API: every read's address and
 * answer shape, written once. The route handlers answer these shapes, the
 * client's HTTP reader fetches these addresses, and the server's in-process
 * reader answers the same calls without a request when it renders a page.
 */
import { SUGGESTION_LIMIT, toCollegeCardinal, type Cardinal, type CardinalListResponse, type DirectoryFilterValues, type RankFilter, type CardinalSuggestionResponse, type CollegeResponse, type SortField } from "./cardinals.ts";
import type { Poll, SettingKey, STREAM_KEYS, VoteResults, VoteStatus } from "./participation.ts";
import type { Region } from "./regions.ts";
import type { PhotoIndex } from "./photos.ts";
import type { Correction, RosterChangePage } from "./roster-fields.ts";
import type { ApiDocument } from "./api-document.ts";
import type { ConclaveState } from "./conclave.ts";
import type { CollegeOfficesAnswer, LatinNamesAnswer } from "./college-content.ts";

/** GET /api/changes: one page of the public change log and the content's own date. */
export type ChangesAnswer = RosterChangePage & { dataAsOf: string };

/** The two stream-address endpoints (`/api/youtube-url`, `/api/youtube-url-st-peters`). */
export type StreamPath = keyof typeof STREAM_KEYS;

export interface AdminSession { signedIn: boolean; passwordSet: boolean }
export interface SettingValue { value: string }
export interface StreamAddress { youtubeUrl: string }

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

/** The whole College in one answer, sorted by surname: Insights and the poll's candidate list share it. */
export const COLLEGE_PARAMS: CardinalListParams = { sortBy: "lastName", sortOrder: "asc", limit: 1000 };

const LIST_PARAM_ORDER = ["search", "region", "createdBy", "rank", "country", "religiousOrder", "minAge", "maxAge", "elector", "conclaveElectors", "conclaveExperience", "sortBy", "sortOrder", "page", "limit"] as const;

/** Addresses of the reads, with parameters always written in one order so equal queries share one URL. */
export const apiPaths = {
  cardinalList(params: CardinalListParams): string {
    const query = new URLSearchParams();
    for (const name of LIST_PARAM_ORDER) {
      const value = params[name];
      if (value !== undefined && value !== "") query.set(name, String(value));
    }
    const text = query.toString();
    return text ? `/api/cardinals?${text}` : "/api/cardinals";
  },
  suggestions: (search: string) => `/api/cardinals/suggestions?search=${encodeURIComponent(search)}&limit=${SUGGESTION_LIMIT}`,
  directoryFilters: () => "/api/cardinals/filters",
  cardinal: (slug: string) => `/api/cardinals/${encodeURIComponent(slug)}`,
  cardinalFile: (name: string) => `/api/cardinal-file/${encodeURIComponent(name)}`,
  setting: (key: SettingKey) => `/api/site-settings/${key}`,
  stream: (path: StreamPath) => `/api/${path}`,
  voteResults: () => "/api/votes/results",
  voteStatus: () => "/api/votes/status",
  polls: () => "/api/polls",
  pollsByType: (type: string) => `/api/polls/type/${encodeURIComponent(type)}`,
  adminSession: () => "/api/admin/session",
  photos: () => "/api/photos",
  changes: (page: number, limit: number) => `/api/changes?page=${page}&limit=${limit}`,
  pendingCorrections: () => "/api/admin/corrections?status=pending",
  apiDocument: () => "/api/openapi.json",
  conclave: () => "/api/conclave",
  conclaveEvents: () => "/api/conclave/events",
  collegeOffices: (date?: string) => (date ? `/api/college-offices?date=${encodeURIComponent(date)}` : "/api/college-offices"),
  latinNames: () => "/api/latin-names",
} as const;

/** Addresses of the writes. */
export const apiWrites = {
  vote: () => "/api/votes",
  pollVote: (pollId: number) => `/api/polls/${pollId}/vote`,
  setting: (key: SettingKey) => apiPaths.setting(key),
  stream: (path: StreamPath) => apiPaths.stream(path),
  conclaveEvent: () => "/api/admin/conclave/events",
} as const;

/**
 * Every read, as one call each. A failed read rejects with an Error whose
 * message is "<status>: <body>", the way the client has always reported them.
 */
export interface ApiReader {
  cardinalList(params: CardinalListParams): Promise<CardinalListResponse>;
  /** The whole College (COLLEGE_PARAMS), each member without the long texts. */
  college(): Promise<CollegeResponse>;
  /** What the search box offers while a visitor types: name matches first, the pope included. */
  suggestions(search: string): Promise<CardinalSuggestionResponse>;
  /** The values the directory's rank, country, religious order and creating-pope filters can take today. */
  directoryFilters(): Promise<DirectoryFilterValues>;
  cardinal(slug: string): Promise<Cardinal>;
  /** The text of a profile file, or null when there is no file of that name. */
  cardinalFile(name: string): Promise<string | null>;
  setting(key: SettingKey): Promise<SettingValue>;
  stream(path: StreamPath): Promise<StreamAddress>;
  voteResults(): Promise<VoteResults>;
  voteStatus(): Promise<VoteStatus>;
  polls(): Promise<Poll[]>;
  adminSession(): Promise<AdminSession>;
  /** Which cardinals have a licensed photo, and its credit. */
  photos(): Promise<PhotoIndex>;
  changes(page: number, limit: number): Promise<ChangesAnswer>;
  /** Suggested corrections waiting for the operator (needs the operator's session). */
  pendingCorrections(): Promise<{ corrections: Correction[] }>;
  /** The OpenAPI document of the public API, which the API page renders. */
  apiDocument(): Promise<ApiDocument>;
  /** Conclave mode: the phase, the smokes, the election and the electorate (every page shows it while the See is vacant). */
  conclave(): Promise<ConclaveState>;
  /** The College's offices on `date` (default today) and who presides. */
  collegeOffices(date?: string): Promise<CollegeOfficesAnswer>;
  /** Today's electors with their given names as they would be announced. */
  latinNames(): Promise<LatinNamesAnswer>;
}

/** The College from a full list answer: what every reader's `college()` returns. */
export function collegeFrom(list: CardinalListResponse): CollegeResponse {
  return { cardinals: list.cardinals.map(toCollegeCardinal), metadata: list.metadata };
}

/** The error every reader raises for a refused read. */
export class ApiReadError extends Error {
  constructor(readonly status: number, body: string) {
    super(`${status}: ${body}`);
  }
}
