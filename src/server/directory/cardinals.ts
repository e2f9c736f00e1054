import { Hono } from "hono";
import type { z } from "zod";
import type { CardinalListQuery } from "../../shared/cardinal-query.ts";
import type { ApiError, Cardinal, CardinalListResponse, CardinalSuggestionResponse, DirectoryFilterValues } from "../../shared/cardinals.ts";
import type { CardinalListParams } from "../../shared/endpoints.ts";
import { describeIssue } from "../http/http-errors.ts";
import { ResponseCache } from "../http/response-cache.ts";
import { respondWithBody, type BodyOptions } from "../http/encoded-body.ts";
import { PUBLIC_READ } from "../http/cache-policy.ts";
import { PUBLIC_READ_HEADERS } from "../http/public-reads.ts";
import { boundedMemo } from "../http/bounded-memo.ts";
import type { RequestTarget } from "../http/request-target.ts";
import type { RosterIndex, RosterSnapshot } from "./roster-index.ts";
import { filterValues, listBody, listConditions, suggest } from "./roster-query.ts";

const SLUG = /^[a-z0-9-]{1,120}$/;
const answer: BodyOptions = { contentType: "application/json", cacheControl: PUBLIC_READ, headers: PUBLIC_READ_HEADERS };
/** The headers a directory answer carries besides its own: the public-read ones, and those the caller adds. */
type Extra = Readonly<Record<string, string>> | undefined;
const withExtra = new WeakMap<object, BodyOptions>();
/** The same options object for the same extra headers: built answers are kept per options object. */
const answerWith = (extra: Extra): BodyOptions => {
  if (!extra) return answer;
  let options = withExtra.get(extra);
  if (!options) withExtra.set(extra, (options = { ...answer, headers: extra }));
  return options;
};

/** Room for a few hundred list pages and thousands of suggestions; a limit=1000 list is ~430 KB. */
export const DIRECTORY_CACHE_BYTES = 16 * 1024 * 1024;

export interface DirectoryOptions {
  /** Keep encoded answers between requests (off only to measure the uncached path). */
  responseCache?: boolean;
  cacheBytes?: number;
  /** The day the See fell vacant while a vacancy is open, else null: `conclaveElectors` reads the electorate of that day. */
  vacancyDay?: () => string | null;
}

/** The cache key of a list: the validated query only, so parameters the API ignores never make a new entry. */
function listKey(q: CardinalListQuery): string {
  return JSON.stringify([q.search, q.region, q.createdBy, q.rank, q.country, q.religiousOrder, q.minAge, q.maxAge, q.elector, q.conclaveElectors, q.conclaveExperience, q.sortBy, q.sortOrder, q.page, q.limit]);
}

/** A query-string part decoded as a form would be ("+" is a space); a malformed escape stays as it came. */
function decodePart(text: string): string {
  if (!text.includes("%") && !text.includes("+")) return text;
  const spaced = text.replaceAll("+", " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The first value of each parameter, as Hono's `c.req.query()` gives them, without building URLSearchParams. */
function queryOfSearch(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.length <= 1) return out;
  for (const pair of search.slice(1).split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = decodePart(eq < 0 ? pair : pair.slice(0, eq));
    if (!(key in out)) out[key] = eq < 0 ? "" : decodePart(pair.slice(eq + 1));
  }
  return out;
}

function jsonError(status: number, error: string, field?: string, extra?: Extra): Response {
  const body: ApiError = field ? { error, field } : { error };
  return Response.json(body, { status, headers: extra });
}

function invalid(error: z.ZodError, extra?: Extra): Response {
  const { error: message, field } = describeIssue(error);
  return jsonError(400, message, field, extra);
}

/**
 * The query schemas, loaded by the first directory request: with the other schemas a start no longer
 * builds, this keeps zod itself out of a start (its module took milliseconds to evaluate).
 */
const querySchemas = () => require("../../shared/cardinal-query.ts") as typeof import("../../shared/cardinal-query.ts");

/**
 * A query string read and checked once: visitors send the same few again and
 * again, and parsing and validating them was a large share of a cached answer.
 */
const listQueryOf = boundedMemo(2_000, (search: string) => {
  const parsed = querySchemas().cardinalListQuery.safeParse(queryOfSearch(search));
  return parsed.success ? { ok: true as const, query: parsed.data, key: listKey(parsed.data) } : { ok: false as const, error: parsed.error };
});
const suggestionQueryOf = boundedMemo(2_000, (search: string) => querySchemas().cardinalSuggestionQuery.safeParse(queryOfSearch(search)));

/** The directory's answers as values, for pages rendered on the server. */
export interface DirectorySource {
  list(params: CardinalListParams): CardinalListResponse;
  suggestions(search: string): CardinalSuggestionResponse;
  filterValues(): DirectoryFilterValues;
  bySlug(slug: string): Cardinal | null;
}

/** A parameter object written as the query string the browser would send, so a parameter reads the same either way. */
const asQuery = (params: object): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));

const decoder = new TextDecoder();

/**
 * The directory's reads, answered from the roster held in memory without a
 * framework in the way: they are the site's busiest requests. Answers are
 * cached per day, roster version and normalised query; a new day or a roster
 * change makes new keys, and the byte budget ages the old ones out. The one
 * module for the directory: the fast path ahead of the API's router, the
 * router's own routes and the pages rendered on the server all read the same
 * cached answers.
 */
export function directoryReads(index: RosterIndex, { responseCache = true, cacheBytes = DIRECTORY_CACHE_BYTES, vacancyDay = () => null }: DirectoryOptions = {}) {
  const cache = new ResponseCache(responseCache ? cacheBytes : 0);
  let cachedFor: RosterSnapshot | undefined;
  /**
   * The cache of `roster`'s answers: emptied when the roster moves to another day or version, so a
   * key names the query alone. A list's key is the one its parsed query string keeps (the same string
   * at each request, whose hash the engine has kept): no key is built, nor hashed, for a cached list.
   */
  const cacheOf = (roster: RosterSnapshot): ResponseCache => {
    if (roster !== cachedFor) {
      cache.clear();
      cachedFor = roster;
    }
    return cache;
  };

  const listAnswer = (q: CardinalListQuery, queryKey = listKey(q)) => {
    const roster = index.current();
    // Only a conclave filter reads the conclave's state (and keys the cache by its vacancy day).
    const vacancy = q.conclaveElectors ? vacancyDay() : null;
    const key = vacancy === null ? queryKey : `${queryKey}|${vacancy}`;
    const answers = cacheOf(roster);
    return answers.get(key) ?? answers.set(key, listBody(roster.sorted(q.sortBy, q.sortOrder), listConditions(q, roster.day, roster.words, vacancy), q.page, q.limit));
  };

  const suggestionAnswer = (search: string, limit: number) => {
    const roster = index.current();
    const key = `suggest|${limit}|${search}`;
    const answers = cacheOf(roster);
    return answers.get(key)
      ?? answers.set(key, JSON.stringify({ suggestions: suggest(roster.entries, roster.words, search, limit) } satisfies CardinalSuggestionResponse));
  };

  const list = (req: Request, url: RequestTarget, extra?: Extra): Response => {
    const parsed = listQueryOf(url.search);
    if (!parsed.ok) return invalid(parsed.error, extra);
    return respondWithBody(req, listAnswer(parsed.query, parsed.key), answerWith(extra));
  };

  const suggestions = (req: Request, url: RequestTarget, extra?: Extra): Response => {
    const parsed = suggestionQueryOf(url.search);
    if (!parsed.success) return invalid(parsed.error, extra);
    return respondWithBody(req, suggestionAnswer(parsed.data.search, parsed.data.limit), answerWith(extra));
  };

  const filtersAnswer = () => {
    const roster = index.current();
    const answers = cacheOf(roster);
    return answers.get("filters") ?? answers.set("filters", JSON.stringify(filterValues(roster.entries) satisfies DirectoryFilterValues));
  };

  const filters = (req: Request, extra?: Extra): Response => respondWithBody(req, filtersAnswer(), answerWith(extra));

  const detail = (req: Request, slug: string, extra?: Extra): Response => {
    const roster = index.current();
    const entry = SLUG.test(slug) ? roster.bySlug.get(slug) : undefined;
    if (!entry) return jsonError(404, `No cardinal is listed under "${slug.slice(0, 120)}"`, "slug", extra);
    const key = `detail|${slug}`;
    const answers = cacheOf(roster);
    return respondWithBody(req, answers.get(key) ?? answers.set(key, entry.json), answerWith(extra));
  };

  /** The same answers as values; a parameter the API would refuse throws its zod error. */
  const inProcess: DirectorySource = {
    list: (params) => JSON.parse(decoder.decode(listAnswer(querySchemas().cardinalListQuery.parse(asQuery(params))).raw)) as CardinalListResponse,
    suggestions(search) {
      const q = querySchemas().cardinalSuggestionQuery.parse({ search });
      return JSON.parse(decoder.decode(suggestionAnswer(q.search, q.limit).raw)) as CardinalSuggestionResponse;
    },
    filterValues: () => JSON.parse(decoder.decode(filtersAnswer().raw)) as DirectoryFilterValues,
    bySlug: (slug) => index.current().bySlug.get(slug)?.cardinal ?? null,
  };

  /**
   * The answer for a GET under /api/cardinals, routed without Hono (the site's
   * busiest requests skip the middleware chain, none of which applies to a
   * public read but the read limit, which the caller checks first); null for
   * any path this does not recognise, which Hono then handles as usual.
   * `extra` is every header the answer carries besides its own (the caller's
   * public-read and security headers), so the answer is complete as built.
   */
  const route = (url: RequestTarget): ((req: Request, extra: Extra) => Response) | null => {
    const rest = url.pathname.slice("/api/cardinals".length);
    if (rest === "") return (req, extra) => list(req, url, extra);
    if (rest === "/suggestions") return (req, extra) => suggestions(req, url, extra);
    if (rest === "/filters") return (req, extra) => filters(req, extra);
    const slug = /^\/([a-z0-9-]{1,120})$/.exec(rest)?.[1];
    return slug ? (req, extra) => detail(req, slug, extra) : null;
  };

  return { list, suggestions, filters, detail, route, inProcess, cache };
}

/** The directory as Hono routes of the API application. */
export function cardinalRoutes(reads: ReturnType<typeof directoryReads>) {
  return new Hono()
    .get("/", (c) => reads.list(c.req.raw, new URL(c.req.url)))
    .get("/suggestions", (c) => reads.suggestions(c.req.raw, new URL(c.req.url)))
    .get("/filters", (c) => reads.filters(c.req.raw))
    .get("/:slug", (c) => reads.detail(c.req.raw, c.req.param("slug")));
}
