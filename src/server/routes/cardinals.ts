import { Hono } from "hono";
import { cardinalListQuery, cardinalSuggestionQuery, type CardinalListQuery } from "../../shared/cardinal-query.ts";
import type { CardinalSuggestionResponse } from "../../shared/cardinals.ts";
import { describeIssue, jsonError } from "../http-errors.ts";
import { ResponseCache } from "../response-cache.ts";
import { respondWithBody } from "../encoded-body.ts";
import { PUBLIC_READ } from "../cache-policy.ts";
import type { RosterIndex } from "../roster-index.ts";
import { listBody, listConditions, suggest } from "../roster-query.ts";

const SLUG = /^[a-z0-9-]{1,120}$/;
const JSON_TYPE = "application/json";
const answer = { contentType: JSON_TYPE, cacheControl: PUBLIC_READ };

/** Room for a few hundred list pages and thousands of suggestions; a limit=1000 list is ~430 KB. */
export const DIRECTORY_CACHE_BYTES = 16 * 1024 * 1024;

/** The cache key of a list: the validated query only, so parameters the API ignores never make a new entry. */
function listKey(q: CardinalListQuery): string {
  return JSON.stringify([q.search, q.region, q.createdBy, q.minAge, q.maxAge, q.elector, q.sortBy, q.sortOrder, q.page, q.limit]);
}

export interface DirectoryOptions {
  /** Keep encoded answers between requests (off only to measure the uncached path). */
  responseCache?: boolean;
  cacheBytes?: number;
}

/**
 * The directory API, answered from the roster held in memory. Answers are
 * cached per day, roster version and normalised query; a new day or a roster
 * change makes new keys, and the byte budget ages the old ones out.
 */
export function cardinalRoutes(index: RosterIndex, { responseCache = true, cacheBytes = DIRECTORY_CACHE_BYTES }: DirectoryOptions = {}) {
  const cache = new ResponseCache(responseCache ? cacheBytes : 0);
  const routes = new Hono()
    .get("/", (c) => {
      const parsed = cardinalListQuery.safeParse(c.req.query());
      if (!parsed.success) {
        const { error, field } = describeIssue(parsed.error);
        return jsonError(c, 400, error, field);
      }
      const q = parsed.data;
      const roster = index.current();
      const key = `${roster.day}|${roster.version}|list|${listKey(q)}`;
      const body = cache.get(key) ?? cache.set(key, listBody(roster.sorted(q.sortBy, q.sortOrder), listConditions(q, roster.day), q.page, q.limit));
      return respondWithBody(c.req.raw, body, answer);
    })
    .get("/suggestions", (c) => {
      const parsed = cardinalSuggestionQuery.safeParse(c.req.query());
      if (!parsed.success) {
        const { error, field } = describeIssue(parsed.error);
        return jsonError(c, 400, error, field);
      }
      const { search, limit } = parsed.data;
      const roster = index.current();
      const key = `${roster.day}|${roster.version}|suggest|${JSON.stringify([search, limit])}`;
      const body = cache.get(key)
        ?? cache.set(key, JSON.stringify({ suggestions: suggest(roster.entries, search, limit) } satisfies CardinalSuggestionResponse));
      return respondWithBody(c.req.raw, body, answer);
    })
    .get("/:slug", (c) => {
      const slug = c.req.param("slug");
      const roster = index.current();
      const entry = SLUG.test(slug) ? roster.bySlug.get(slug) : undefined;
      if (!entry) return jsonError(c, 404, `No cardinal is listed under "${slug.slice(0, 120)}"`, "slug");
      const key = `${roster.day}|${roster.version}|detail|${slug}`;
      return respondWithBody(c.req.raw, cache.get(key) ?? cache.set(key, entry.json), answer);
    });
  return Object.assign(routes, { cache });
}
