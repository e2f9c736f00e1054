import { boundedMemo } from "./bounded-memo.ts";

/** The parts of a request's address a route reads; a `URL` is one. */
export interface RequestTarget {
  readonly pathname: string;
  /** "" or "?" followed by the query. */
  readonly search: string;
}

/** Host headers repeat (one or two names per site), so each is checked once. */
const usableHost = boundedMemo(256, (host: string) => URL.canParse(`http://${host}/`));

/**
 * A path and query in which the URL parser would change nothing: no dot
 * segments, backslashes, spaces, quotes or fragments, nothing it would
 * percent-encode. For those, the text as it came is what `new URL` gives.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/?)*$/;
const PLAIN_QUERY = /^[A-Za-z0-9._~%&=+,;:@!$()*/?-]*$/;

/**
 * The path and query of a request read straight from its URL text, without
 * `new URL` (a visible share of the busiest, cached reads); null whenever the
 * parser could read them differently or the host is unusable, so the caller
 * parses the URL as usual.
 */
export function plainTarget(url: string): RequestTarget | null {
  const hostStart = url.indexOf("//") + 2;
  const pathStart = url.indexOf("/", hostStart);
  if (hostStart < 2 || pathStart < 0 || !usableHost(url.slice(hostStart, pathStart))) return null;
  const queryStart = url.indexOf("?", pathStart);
  const pathname = queryStart < 0 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
  const search = queryStart < 0 || queryStart === url.length - 1 ? "" : url.slice(queryStart);
  if (!PLAIN_PATH.test(pathname) || !PLAIN_QUERY.test(search.slice(1))) return null;
  return { pathname, search };
}
