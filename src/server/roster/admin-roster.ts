import { Hono } from "hono";
import type { Db } from "../../../db/open.ts";
import { addCardinal, editCardinal, RosterError } from "../../../db/queries/roster-edits.ts";
import { rosterImporter } from "./roster-import.ts";
import { jsonError } from "../http/http-errors.ts";
import { rosterAddBody, rosterEditBody, rosterImportApplyBody, rosterImportBody } from "../../shared/roster-input.ts";
import type { AdminAuth } from "../operator/admin-auth.ts";
import { readBody } from "../http/http-errors.ts";
import { rosterWrite } from "./roster-errors.ts";

/**
 * The operator's roster API. Every route needs the operator's session; every
 * change names an https source, is logged publicly and in the audit table, and
 * bumps the roster version in the same transaction (`onChange` then drops
 * anything cached from the old roster).
 */
export function adminRosterRoutes(db: Db, auth: AdminAuth, onChange: () => void) {
  const done = <T extends unknown[]>(changes: T | Response) => {
    if (!(changes instanceof Response) && changes.length > 0) onChange();
    return changes;
  };
  const importer = rosterImporter(db);
  /** An import runs off the serving thread; a refused one becomes `{ error, field }` like any roster write. */
  const refusedAsJson = async <T>(c: Parameters<typeof jsonError>[0], work: Promise<T>): Promise<T | Response> => {
    try {
      return await work;
    } catch (err) {
      if (err instanceof RosterError) return jsonError(c, err.status, err.message, err.field);
      throw err;
    }
  };
  return new Hono()
    .use(auth.required)
    .post("/", async (c) => {
      const body = await readBody(c, rosterAddBody);
      if ("response" in body) return body.response;
      const { cardinal, sourceUrl, note } = body.data;
      const changes = done(rosterWrite(c, () => addCardinal(db, cardinal, { sourceUrl, note, now: new Date() })));
      return changes instanceof Response ? changes : c.json({ slug: cardinal.slug, changes }, 201);
    })
    .post("/import/preview", async (c) => {
      const body = await readBody(c, rosterImportBody);
      if ("response" in body) return body.response;
      const preview = await refusedAsJson(c, importer.preview(body.data.roster.members));
      return preview instanceof Response ? preview : c.json(preview);
    })
    .post("/import/apply", async (c) => {
      const body = await readBody(c, rosterImportApplyBody);
      if ("response" in body) return body.response;
      const { roster, rosterVersion, sourceUrl, note } = body.data;
      const changes = done(await refusedAsJson(c, importer.apply(roster.members, rosterVersion, { sourceUrl, note, now: new Date() })));
      return changes instanceof Response ? changes : c.json({ changes });
    })
    .patch("/:slug", async (c) => {
      const body = await readBody(c, rosterEditBody);
      if ("response" in body) return body.response;
      const { changes: values, sourceUrl, note } = body.data;
      const changes = done(rosterWrite(c, () => editCardinal(db, c.req.param("slug"), values, { sourceUrl, note, now: new Date() })));
      return changes instanceof Response ? changes : c.json({ changes });
    });
}
