/**
 * The endpoint table's reads answered in-process, for rendering pages on the
 * server: the same query functions the route handlers call, no HTTP to
 * ourselves. Only public reads are answered (the same for every visitor);
 * personal ones depend on the visitor's cookie and stay in the browser.
 */
import type { Db } from "../../../db/open.ts";
import { readSetting } from "../../../db/queries/settings.ts";
import { listChanges, rosterAsOf } from "../../../db/queries/roster-edits.ts";
import { ApiReadError, type ApiReader } from "../../shared/api-contract.ts";
import type { AnswerOf, InputOf, ReadEntry } from "../../shared/endpoint-kit.ts";
import type { Endpoints } from "../../shared/endpoints.ts";
import { STREAM_KEYS } from "../../shared/participation.ts";
import { PROFILE_FILE_PATTERN } from "../../shared/profile-files.ts";
import { settingValue } from "../operator/settings.ts";
import type { DirectorySource } from "../directory/cardinals.ts";
import type { PhotoIndex } from "../../shared/photos.ts";
import type { ApiDocument } from "../../shared/api-document.ts";

/** The table's public reads: a page rendered on the server may ask for any of them. */
type PublicReadName = { [K in keyof Endpoints]: Endpoints[K] extends ReadEntry & { access: "public" } ? K : never }[keyof Endpoints];

/** Marks a public read that pages make only in the browser (it changes by the second, or no page needs it on load). */
export const IN_BROWSER = "in the browser";

/**
 * How the server answers each public read in-process: the compiler asks for
 * an answer, or `IN_BROWSER`, for every public read the table gains.
 */
export type InProcessReads = {
  [K in PublicReadName]: ((input: InputOf<Endpoints[K]>) => Promise<AnswerOf<Endpoints[K]>>) | typeof IN_BROWSER;
};

export interface PageReaderDeps {
  db: Db;
  directory: DirectorySource;
  profiles: ReadonlyMap<string, string>;
  photos: () => PhotoIndex;
  /** The OpenAPI document, built once on first use. */
  apiDocument: () => ApiDocument;
}

export function inProcessReads({ db, directory, profiles, photos, apiDocument }: PageReaderDeps): InProcessReads {
  return {
    cardinalList: async (params) => directory.list(params),
    suggestions: async ({ search }) => directory.suggestions(search),
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
    // Counted afresh every 30 seconds by the page itself.
    voteResults: IN_BROWSER,
    // Only the browser's start-up call reads it.
    seedData: IN_BROWSER,
    // The live state comes over its event stream once the page is open.
    conclave: IN_BROWSER,
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

