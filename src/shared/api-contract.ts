/**
 * The reader of the endpoint tables: one `read` for every GET with a JSON or
 * text answer. The browser's reader fetches the entry's address
 * (`islands/lib/api.ts`); the server's in-process reader answers the same
 * call without a request when it renders a page (`src/server/pages/page-reader.ts`).
 */
import { toCollegeCardinal, type CardinalListResponse, type CollegeResponse } from "./cardinals.ts";
import type { AnswerOf, InputOf, ReadEntry } from "./endpoint-kit.ts";
import { ENDPOINTS, type CardinalListParams } from "./endpoints.ts";
import type { STREAM_KEYS } from "./participation.ts";

export type { AdminSession, CardinalListParams, ChangesAnswer, SettingValue, StreamAddress } from "./endpoints.ts";

/**
 * Every read, as one call. A failed read rejects with an Error whose message
 * is "<status>: <body>", the way the client has always reported them; a text
 * read (a profile file) answers null when there is no such file.
 */
export interface ApiReader {
  read<E extends ReadEntry>(endpoint: E, input: InputOf<E>): Promise<AnswerOf<E>>;
}

/** The two stream-address endpoints (`/api/youtube-url`, `/api/youtube-url-st-peters`), by their address. */
export type StreamPath = keyof typeof STREAM_KEYS;

export const STREAM_READS = { "youtube-url": ENDPOINTS.conclaveStream, "youtube-url-st-peters": ENDPOINTS.stPetersStream } as const satisfies Record<StreamPath, ReadEntry>;

/** The whole College in one answer, sorted by surname: Insights and the poll's candidate list share it. */
export const COLLEGE_PARAMS: CardinalListParams = { sortBy: "lastName", sortOrder: "asc", limit: 1000 };

/** The College from a full list answer, each member without the long texts. */
export function collegeFrom(list: CardinalListResponse): CollegeResponse {
  return { cardinals: list.cardinals.map(toCollegeCardinal), metadata: list.metadata };
}

/** The error every reader raises for a refused read. */
export class ApiReadError extends Error {
  constructor(readonly status: number, body: string) {
    super(`${status}: ${body}`);
  }
}
