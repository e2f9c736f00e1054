/**
 * The API contract answered in-process, for rendering pages on the server:
 * the same query functions the route handlers call, no HTTP to ourselves.
 * Only reads that are the same for every visitor are answered; votes, polls
 * and the admin session depend on the visitor's cookie and stay in the browser.
 */
import type { Db } from "../../db/open.ts";
import { getCardinalBySlug, listCardinals } from "../../db/queries/cardinals.ts";
import { readSetting } from "../../db/queries/settings.ts";
import { ApiReadError, type ApiReader, type CardinalListParams } from "../shared/api-contract.ts";
import { cardinalListQuery } from "../shared/cardinal-query.ts";
import { STREAM_KEYS } from "../shared/participation.ts";
import { PROFILE_FILE_PATTERN } from "../shared/profile-files.ts";
import { settingValue } from "./routes/settings.ts";

/** The parts of the directory the pages read; the directory's own reads plug in here. */
export interface DirectorySource {
  list(params: CardinalListParams, day: string): ReturnType<typeof listCardinals>;
  bySlug(slug: string, day: string): ReturnType<typeof getCardinalBySlug>;
}

export const sqliteDirectory = (db: Db): DirectorySource => ({
  list: (params, day) => listCardinals(db, cardinalListQuery.parse(params), day),
  bySlug: (slug, day) => getCardinalBySlug(db, slug, day),
});

const perVisitor = (what: string) => () =>
  Promise.reject(new Error(`${what} depends on the visitor and is not read while rendering on the server`));

export interface PageReaderDeps {
  db: Db;
  directory: DirectorySource;
  profiles: ReadonlyMap<string, string>;
  day: string;
}

export function createPageReader({ db, directory, profiles, day }: PageReaderDeps): ApiReader {
  return {
    cardinalList: async (params) => directory.list(params, day),
    async cardinal(slug) {
      const cardinal = directory.bySlug(slug, day);
      if (!cardinal) throw new ApiReadError(404, JSON.stringify({ error: `No cardinal is listed under "${slug.slice(0, 120)}"`, field: "slug" }));
      return cardinal;
    },
    cardinalFile: async (name) => (PROFILE_FILE_PATTERN.test(name) ? profiles.get(name) ?? null : null),
    setting: async (key) => ({ value: settingValue(db, key) }),
    stream: async (path) => ({ youtubeUrl: readSetting(db, STREAM_KEYS[path]) ?? "" }),
    voteResults: perVisitor("The vote count"),
    voteStatus: perVisitor("The visitor's vote"),
    polls: perVisitor("The polls"),
    adminSession: perVisitor("The admin session"),
  };
}
