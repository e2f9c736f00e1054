import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { listChanges, rosterAsOf } from "../../../db/queries/roster-edits.ts";
import { changesQuery } from "../../shared/roster-input.ts";
import { changesAtom } from "./changes-feed.ts";
import { describeIssue, jsonError } from "../http/http-errors.ts";
import { publicOrigin } from "../http/client-ip.ts";

const FEED_ENTRIES = 50;

/** GET /api/changes: the public change log, newest first, paged. */
export function changeRoutes(db: Db) {
  return new Hono().get("/", (c) => {
    const parsed = changesQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const { error, field } = describeIssue(parsed.error);
      return jsonError(c, 400, error, field);
    }
    return c.json({ ...listChanges(db, parsed.data.page, parsed.data.limit), dataAsOf: rosterAsOf(db) });
  });
}

/** GET /changes.atom: the latest changes as an Atom feed, its links on the address the visitor used (see publicOrigin). */
export function changesFeedRoute(db: Db, trustProxy = 0) {
  return new Hono().get("/", (c) => {
    const { changes } = listChanges(db, 1, FEED_ENTRIES);
    const origin = publicOrigin(c.req.raw, trustProxy);
    const updated = changes[0]?.at ?? `${rosterAsOf(db)}T00:00:00.000Z`;
    return c.body(changesAtom(changes, origin, updated), 200, { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "no-cache" });
  });
}
