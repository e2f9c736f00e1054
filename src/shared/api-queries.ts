/**
 * Typed `queryOptions` for the reads of the endpoint tables: the key is the
 * entry's name and its input, the fetcher reads through the `ApiReader`
 * attached to the query client (HTTP in the browser, in-process calls on the
 * server), so the same options serve both sides. `readQuery` works for any
 * entry; `apiQueries` names the ones the pages share.
 */
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { COLLEGE_PARAMS, STREAM_READS, collegeFrom, type ApiReader, type StreamPath } from "./api-contract.ts";
import { queryKeyOf, type InputOf, type ReadEntry } from "./endpoint-kit.ts";
import { ENDPOINTS, type CardinalListParams } from "./endpoints.ts";
import { SUGGESTION_LIMIT } from "./cardinals.ts";
import type { SettingKey } from "./participation.ts";

const readers = new WeakMap<QueryClient, ApiReader>();

/** Makes `client`'s queries read through `reader`. */
export function attachReader(client: QueryClient, reader: ApiReader): QueryClient {
  readers.set(client, reader);
  return client;
}

export function readerOf(client: QueryClient): ApiReader {
  const reader = readers.get(client);
  if (!reader) throw new Error("This query client has no API reader attached (attachReader).");
  return reader;
}

/** The query of one read. */
export const readQuery = <E extends ReadEntry>(endpoint: E, input: InputOf<E>) =>
  queryOptions({ queryKey: queryKeyOf(endpoint, input), queryFn: ({ client }) => readerOf(client).read(endpoint, input) });

export const apiQueries = {
  cardinalList: (params: CardinalListParams) => readQuery(ENDPOINTS.cardinalList, params),
  /** The whole College, fetched once under one key wherever it is needed. */
  college: () =>
    queryOptions({ queryKey: ["cardinals", "college"] as const, queryFn: async ({ client }) => collegeFrom(await readerOf(client).read(ENDPOINTS.cardinalList, COLLEGE_PARAMS)) }),
  suggestions: (search: string) => readQuery(ENDPOINTS.suggestions, { search, limit: SUGGESTION_LIMIT }),
  /** The values the directory's rank, country, religious order and creating-pope filters can take today. */
  directoryFilters: () => readQuery(ENDPOINTS.directoryFilters, undefined),
  cardinal: (slug: string) => readQuery(ENDPOINTS.cardinal, { slug }),
  setting: (key: SettingKey) => readQuery(ENDPOINTS.setting, { key }),
  stream: (path: StreamPath) => readQuery(STREAM_READS[path], undefined),
  voteResults: () => readQuery(ENDPOINTS.voteResults, undefined),
  voteStatus: () => readQuery(ENDPOINTS.voteStatus, undefined),
  polls: () => readQuery(ENDPOINTS.polls, undefined),
  photos: () => readQuery(ENDPOINTS.photos, undefined),
  changes: (page: number, limit: number) => readQuery(ENDPOINTS.changes, { page, limit }),
  apiDocument: () => readQuery(ENDPOINTS.apiDocument, undefined),
  adminSession: () => readQuery(ENDPOINTS.adminSession, undefined),
  /** Kept live by the page's one event stream (islands/lib/conclave-feed.ts), which writes each new state here. */
  conclave: () => readQuery(ENDPOINTS.conclave, undefined),
  /** The College's offices on `date` (by default the day the See fell vacant during a vacancy, else today) and who presides. */
  collegeOffices: (date?: string) => readQuery(ENDPOINTS.collegeOffices, date ? { date } : {}),
  /** Today's electors with their given names as they would be announced. */
  latinNames: () => readQuery(ENDPOINTS.latinNames, undefined),
};
