/**
 * Typed `queryOptions` for every read of the API contract: one key and one
 * fetcher per endpoint, used by the client's hooks and by the server when it
 * prefetches a page. The fetcher reads through the `ApiReader` attached to the
 * query client: HTTP in the browser, in-process calls on the server, so the
 * same options serve both sides.
 */
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { type ApiReader, type CardinalListParams, type StreamPath } from "./api-contract.ts";
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

export const apiQueries = {
  cardinalList: (params: CardinalListParams) =>
    queryOptions({ queryKey: ["cardinals", "list", params] as const, queryFn: ({ client }) => readerOf(client).cardinalList(params) }),
  /** The whole College, fetched once under one key wherever it is needed. */
  college: () =>
    queryOptions({ queryKey: ["cardinals", "college"] as const, queryFn: ({ client }) => readerOf(client).college() }),
  suggestions: (search: string) =>
    queryOptions({ queryKey: ["cardinals", "suggestions", search] as const, queryFn: ({ client }) => readerOf(client).suggestions(search) }),
  directoryFilters: () =>
    queryOptions({ queryKey: ["cardinals", "filters"] as const, queryFn: ({ client }) => readerOf(client).directoryFilters() }),
  cardinal: (slug: string) =>
    queryOptions({ queryKey: ["cardinals", "detail", slug] as const, queryFn: ({ client }) => readerOf(client).cardinal(slug) }),
  setting: (key: SettingKey) =>
    queryOptions({ queryKey: ["site-settings", key] as const, queryFn: ({ client }) => readerOf(client).setting(key) }),
  stream: (path: StreamPath) =>
    queryOptions({ queryKey: ["streams", path] as const, queryFn: ({ client }) => readerOf(client).stream(path) }),
  voteResults: () =>
    queryOptions({ queryKey: ["votes", "results"] as const, queryFn: ({ client }) => readerOf(client).voteResults() }),
  voteStatus: () =>
    queryOptions({ queryKey: ["votes", "status"] as const, queryFn: ({ client }) => readerOf(client).voteStatus() }),
  polls: () =>
    queryOptions({ queryKey: ["polls"] as const, queryFn: ({ client }) => readerOf(client).polls() }),
  photos: () =>
    queryOptions({ queryKey: ["photos"] as const, queryFn: ({ client }) => readerOf(client).photos() }),
  changes: (page: number, limit: number) =>
    queryOptions({ queryKey: ["changes", page, limit] as const, queryFn: ({ client }) => readerOf(client).changes(page, limit) }),
  pendingCorrections: () =>
    queryOptions({ queryKey: ["admin", "corrections", "pending"] as const, queryFn: ({ client }) => readerOf(client).pendingCorrections() }),
  apiDocument: () =>
    queryOptions({ queryKey: ["api-document"] as const, queryFn: ({ client }) => readerOf(client).apiDocument() }),
  /** Kept live by the page's one event stream (islands/lib/conclave-feed.ts), which writes each new state here. */
  conclave: () =>
    queryOptions({ queryKey: ["conclave"] as const, queryFn: ({ client }) => readerOf(client).conclave() }),
  collegeOffices: (date?: string) =>
    queryOptions({ queryKey: ["college-offices", date ?? "current"] as const, queryFn: ({ client }) => readerOf(client).collegeOffices(date) }),
  latinNames: () =>
    queryOptions({ queryKey: ["latin-names"] as const, queryFn: ({ client }) => readerOf(client).latinNames() }),
  adminSession: () =>
    queryOptions({ queryKey: ["admin", "session"] as const, queryFn: ({ client }) => readerOf(client).adminSession() }),
};
