import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { getCardinalBySlug, listCardinals } from "../../../db/queries/cardinals.ts";
import { cardinalListQuery } from "../../shared/cardinal-query.ts";
import { describeIssue, jsonError } from "../http-errors.ts";
import { ResponseCache } from "../response-cache.ts";

const SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * The directory API. The roster changes only when content is loaded, so list
 * bodies are cached per day (ages roll over at midnight) and per query string.
 */
export function cardinalRoutes(db: Db, today: () => string) {
  const lists = new ResponseCache(2000);
  return new Hono()
    .get("/", (c) => {
      const day = today();
      const key = `${day}${new URL(c.req.url).search}`;
      const cached = lists.get(key);
      if (cached) return c.body(cached, 200, { "content-type": "application/json" });
      const parsed = cardinalListQuery.safeParse(c.req.query());
      if (!parsed.success) {
        const { error, field } = describeIssue(parsed.error);
        return jsonError(c, 400, error, field);
      }
      const body = JSON.stringify(listCardinals(db, parsed.data, day));
      lists.set(key, body);
      return c.body(body, 200, { "content-type": "application/json" });
    })
    .get("/:slug", (c) => {
      const slug = c.req.param("slug");
      const cardinal = SLUG.test(slug) ? getCardinalBySlug(db, slug, today()) : null;
      if (!cardinal) return jsonError(c, 404, `No cardinal is listed under "${slug.slice(0, 120)}"`, "slug");
      return c.json(cardinal);
    });
}
