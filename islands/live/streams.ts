import { youtubeVideoId } from "../../src/shared/youtube.ts";

/**
 * Both streams have a built-in default video id, used when the
 * operator's address cannot be read. We cannot check from here which video ids
 * are live, lawful to embed, or even exist, so none is invented: both are null
 * until someone verifies a real one. While null, an unset or unreadable address
 * shows a placeholder card instead of embedding an unknown video.
 */
export const DEFAULT_ST_PETERS_VIDEO_ID: string | null = null;
export const DEFAULT_CONCLAVE_VIDEO_ID: string | null = null;

export type StreamSource =
  | { kind: "loading" }
  | { kind: "video"; id: string }
  | { kind: "unset" }
  /** The address could not be read (network or server trouble), and there is no default to fall back to. */
  | { kind: "unavailable" };

/**
 * What a player shows: the operator's address, else the default id, else a
 * placeholder that says why: the operator has not chosen a stream ("unset"),
 * or the address could not be read ("unavailable", worth trying again).
 */
export function streamSource(
  query: { isPending: boolean; isError?: boolean; data?: { youtubeUrl?: unknown } | undefined },
  defaultId: string | null,
): StreamSource {
  if (query.isPending && !query.isError) return { kind: "loading" };
  const address = typeof query.data?.youtubeUrl === "string" ? query.data.youtubeUrl : "";
  const id = (address && youtubeVideoId(address)) || (defaultId && youtubeVideoId(defaultId));
  if (id) return { kind: "video", id };
  return query.isError ? { kind: "unavailable" } : { kind: "unset" };
}
