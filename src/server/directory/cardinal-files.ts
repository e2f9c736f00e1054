import { Hono } from "hono";
import { PROFILE_FILE_PATTERN } from "../../shared/profile-files.ts";
import { jsonError } from "../http/http-errors.ts";

/**
 * Serves profile files by name from the copy of content/profiles loaded at
 * start. A name is looked up in memory only after it matches the allow-list
 * pattern, so no request can reach any other file, whatever it encodes.
 */
export function cardinalFileRoutes(profiles: ReadonlyMap<string, string>) {
  return new Hono().get("/:filename", (c) => {
    const name = c.req.param("filename");
    const text = PROFILE_FILE_PATTERN.test(name) ? profiles.get(name) : undefined;
    if (text === undefined) return jsonError(c, 404, "No profile file by that name", "filename");
    const type = name.endsWith(".json") ? "application/json; charset=utf-8" : "text/markdown; charset=utf-8";
    return c.body(text, 200, { "Content-Type": type, "Cache-Control": "public, max-age=600" });
  });
}
