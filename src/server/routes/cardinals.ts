import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { getCardinalBySlug, listCardinals } from "../../../db/queries/cardinals.ts";
import { readRosterVersion } from "../../../db/queries/roster-version.ts";
import { cardinalListQuery } from "../../shared/cardinal-query.ts";
import { describeIssue, jsonError } from "../http-errors.ts";
import { ResponseCache } from "../response-cache.ts";

const SLUG = /^[a-z0-9-]{1,120}$/;
const JSON_HEADERS = { "content-type": "application/json" };

/**
 * The directory API. List bodies are cached per roster version (every content
 * load and operator edit bumps it), per day (ages roll over at midnight) and per
 * query string.
 */
export function cardinalRoutes(db: Db, today: () => string) {
  const lists = new ResponseCache(2000);
  const details = new ResponseCache(1000);
  return new Hono()
    .get("/", (c) => {
      const day = `${readRosterVersion(db)}/${today()}`;
      const url = c.req.url;
      const query = url.indexOf("?");
      const key = query < 0 ? day : day + url.slice(query);
      const cached = lists.get(key);
      if (cached) return c.body(cached, 200, JSON_HEADERS);
      const parsed = cardinalListQuery.safeParse(c.req.query());
      if (!parsed.success) {
        const { error, field } = describeIssue(parsed.error);
        return jsonError(c, 400, error, field);
      }
      return c.body(lists.set(key, JSON.stringify(listCardinals(db, parsed.data, today()))), 200, JSON_HEADERS);
    })
    .get("/:slug", (c) => {
      const slug = c.req.param("slug");
      const day = today();
      const key = `${readRosterVersion(db)}/${day}/${slug}`;
      const cached = details.get(key);
      if (cached) return c.body(cached, 200, JSON_HEADERS);
      const cardinal = SLUG.test(slug) ? getCardinalBySlug(db, slug, day) : null;
      if (!cardinal) return jsonError(c, 404, `No cardinal is listed under "${slug.slice(0, 120)}"`, "slug");
      return c.body(details.set(key, JSON.stringify(cardinal)), 200, JSON_HEADERS);
    });
}
