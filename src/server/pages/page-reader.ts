/**
 * The API contract answered in-process, for rendering pages on the server:
 * the same query functions the route handlers call, no HTTP to ourselves.
 * Only reads that are the same for every visitor are answered; votes and the
 * admin session depend on the visitor's cookie and stay in the browser. The
 * polls are answered as a visitor who has not voted sees them (questions and
 * options), so the page reads without JavaScript; the browser then asks for
 * the visitor's own.
 */
import type { Db } from "../../../db/open.ts";
import { readSetting } from "../../../db/queries/settings.ts";
import { listChanges, rosterAsOf } from "../../../db/queries/roster-edits.ts";
import { listPolls } from "../../../db/queries/polls.ts";
import { ApiReadError, COLLEGE_PARAMS, collegeFrom, type ApiReader, type CardinalListParams } from "../../shared/api-contract.ts";
import { cardinalListQuery } from "../../shared/cardinal-query.ts";
import { STREAM_KEYS } from "../../shared/participation.ts";
import { PROFILE_FILE_PATTERN } from "../../shared/profile-files.ts";
import { settingValue } from "../operator/settings.ts";
import type { RosterIndex } from "../directory/roster-index.ts";
import { filterValues, listBody, listConditions, suggest } from "../directory/roster-query.ts";
import { SUGGESTION_LIMIT, type Cardinal, type CardinalListResponse, type CardinalSuggestionResponse, type DirectoryFilterValues } from "../../shared/cardinals.ts";
import type { PhotoIndex } from "../../shared/photos.ts";
import type { ApiDocument } from "../../shared/api-document.ts";
import type { ConclaveState } from "../../shared/conclave.ts";
import type { CollegeReads } from "../college/college-reads.ts";

/** The parts of the directory the pages read: the same in-memory roster the directory API answers from. */
export interface DirectorySource {
  list(params: CardinalListParams): CardinalListResponse;
  suggestions(search: string): CardinalSuggestionResponse;
  filterValues(): DirectoryFilterValues;
  bySlug(slug: string): Cardinal | null;
}

/** `vacancyDay`: the open vacancy's day, which the conclave's electors filter reads. */
export const rosterDirectory = (index: RosterIndex, vacancyDay: () => string | null = () => null): DirectorySource => ({
  list(params) {
    // Validated as the query string the browser would send, so a parameter reads the same either way.
    const q = cardinalListQuery.parse(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])));
    const roster = index.current();
    const body = listBody(roster.sorted(q.sortBy, q.sortOrder), listConditions(q, roster.day, roster.words, q.conclaveElectors ? vacancyDay() : null), q.page, q.limit);
    return JSON.parse(new TextDecoder().decode(body)) as CardinalListResponse;
  },
  suggestions(search) {
    const roster = index.current();
    return { suggestions: suggest(roster.entries, roster.words, search, SUGGESTION_LIMIT) };
  },
  filterValues: () => filterValues(index.current().entries),
  bySlug: (slug) => index.current().bySlug.get(slug)?.cardinal ?? null,
});

/** No visitor id is ever empty, so this one has voted in nothing. */
const NO_VISITOR = "";

const perVisitor = (what: string) => () =>
  Promise.reject(new Error(`${what} depends on the visitor and is not read while rendering on the server`));

export interface PageReaderDeps {
  db: Db;
  directory: DirectorySource;
  profiles: ReadonlyMap<string, string>;
  photos: () => PhotoIndex;
  /** The OpenAPI document, built once on first use. */
  apiDocument: () => ApiDocument;
  /** The conclave's state now, as `GET /api/conclave` answers it. */
  conclave: () => ConclaveState;
  /** The College's offices and the electors' Latin names, from the same roster. */
  college: CollegeReads;
}

export function createPageReader({ db, directory, profiles, photos, apiDocument, conclave, college }: PageReaderDeps): ApiReader {
  return {
    cardinalList: async (params) => directory.list(params),
    suggestions: async (search) => directory.suggestions(search),
    directoryFilters: async () => directory.filterValues(),
    college: async () => collegeFrom(directory.list(COLLEGE_PARAMS)),
    async cardinal(slug) {
      const cardinal = directory.bySlug(slug);
      if (!cardinal) throw new ApiReadError(404, JSON.stringify({ error: `No cardinal is listed under "${slug.slice(0, 120)}"`, field: "slug" }));
      return cardinal;
    },
    cardinalFile: async (name) => (PROFILE_FILE_PATTERN.test(name) ? profiles.get(name) ?? null : null),
    setting: async (key) => ({ value: settingValue(db, key) }),
    stream: async (path) => ({ youtubeUrl: readSetting(db, STREAM_KEYS[path]) ?? "" }),
    photos: async () => photos(),
    apiDocument: async () => apiDocument(),
    conclave: async () => conclave(),
    collegeOffices: async (date) => college.offices(date),
    latinNames: async () => college.latinNames(),
    changes: async (page, limit) => ({ ...listChanges(db, page, limit), dataAsOf: rosterAsOf(db) }),
    pendingCorrections: perVisitor("The operator's corrections"),
    voteResults: perVisitor("The vote count"),
    voteStatus: perVisitor("The visitor's vote"),
    polls: async () => listPolls(db, NO_VISITOR, undefined, conclave().electors),
    adminSession: perVisitor("The admin session"),
  };
}
