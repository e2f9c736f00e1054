/**
 * The endpoint table's reads answered in-process, for rendering pages on the
 * server: the same query functions the route handlers call, no HTTP to
 * ourselves. Reads that are the same for every visitor are answered; the
 * visitor's own vote and the admin session stay in the browser. The polls are
 * answered as a visitor who has not voted sees them (questions and options),
 * so the page reads without JavaScript; the browser then asks for its own.
 */
import type { Db } from "../../../db/open.ts";
import { readSetting } from "../../../db/queries/settings.ts";
import { listChanges, rosterAsOf } from "../../../db/queries/roster-edits.ts";
import { listPolls } from "../../../db/queries/polls.ts";
import { ApiReadError, type ApiReader } from "../../shared/api-contract.ts";
import type { AnswerOf, InputOf, ReadEntry } from "../../shared/endpoint-kit.ts";
import type { Endpoints } from "../../shared/endpoints.ts";
import { STREAM_KEYS } from "../../shared/participation.ts";
import { PROFILE_FILE_PATTERN } from "../../shared/profile-files.ts";
import { settingValue } from "../operator/settings.ts";
import type { DirectorySource } from "../directory/cardinals.ts";
import type { PhotoIndex } from "../../shared/photos.ts";
import type { ApiDocument } from "../../shared/api-document.ts";
import type { ConclaveState } from "../../shared/conclave.ts";
import type { CollegeReads } from "../college/college-reads.ts";

/** The reads of the pages' table: a page rendered on the server may ask for any of them. */
type ReadName = { [K in keyof Endpoints]: Endpoints[K] extends ReadEntry ? K : never }[keyof Endpoints];

/** Marks a read that pages make only in the browser (it depends on the visitor, or changes by the second). */
export const IN_BROWSER = "in the browser";

/** No visitor id is ever empty, so this one has voted in nothing. */
const NO_VISITOR = "";

/**
 * How the server answers each read in-process: the compiler asks for an
 * answer, or `IN_BROWSER`, for every read the table gains.
 */
export type InProcessReads = {
  [K in ReadName]: ((input: InputOf<Endpoints[K]>) => Promise<AnswerOf<Endpoints[K]>>) | typeof IN_BROWSER;
};

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

export function inProcessReads({ db, directory, profiles, photos, apiDocument, conclave, college }: PageReaderDeps): InProcessReads {
  return {
    cardinalList: async (params) => directory.list(params),
    suggestions: async ({ search }) => directory.suggestions(search),
    directoryFilters: async () => directory.filterValues(),
    async cardinal({ slug }) {
      const cardinal = directory.bySlug(slug);
      if (!cardinal) throw new ApiReadError(404, JSON.stringify({ error: `No cardinal is listed under "${slug.slice(0, 120)}"`, field: "slug" }));
      return cardinal;
    },
    cardinalFile: async ({ filename }) => (PROFILE_FILE_PATTERN.test(filename) ? profiles.get(filename) ?? null : null),
    setting: async ({ key }) => ({ value: settingValue(db, key) }),
    conclaveStream: async () => ({ youtubeUrl: readSetting(db, STREAM_KEYS["youtube-url"]) ?? "" }),
    stPetersStream: async () => ({ youtubeUrl: readSetting(db, STREAM_KEYS["youtube-url-st-peters"]) ?? "" }),
    photos: async () => photos(),
    apiDocument: async () => apiDocument(),
    changes: async ({ page = 1, limit = 25 }) => ({ ...listChanges(db, page, limit), dataAsOf: rosterAsOf(db) }),
    conclave: async () => conclave(),
    collegeOffices: async ({ date }) => college.offices(date),
    latinNames: async () => college.latinNames(),
    polls: async () => listPolls(db, NO_VISITOR, undefined, conclave().electors),
    // Counted afresh every 30 seconds by the page itself.
    voteResults: IN_BROWSER,
    // Only the browser's start-up call reads it.
    seedData: IN_BROWSER,
    voteStatus: IN_BROWSER,
    pollsByType: IN_BROWSER,
    adminSession: IN_BROWSER,
  };
}

/** The reader a page rendered on the server reads with. */
export function createPageReader(deps: PageReaderDeps): ApiReader {
  const reads: Record<string, unknown> = inProcessReads(deps);
  return {
    read<E extends ReadEntry>(endpoint: E, input: InputOf<E>): Promise<AnswerOf<E>> {
      const answer = Object.hasOwn(reads, endpoint.name) ? reads[endpoint.name] : undefined;
      if (typeof answer !== "function") {
        return Promise.reject(new Error(`${endpoint.method} ${endpoint.path} is read in the browser, not while rendering on the server`));
      }
      // `inProcessReads` is checked against the table entry of each name, which ties its input to its answer.
      return answer(input) as Promise<AnswerOf<E>>;
    },
  };
}

