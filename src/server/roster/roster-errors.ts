import type { Context } from "hono";
import { RosterError } from "../../../db/queries/roster-edits.ts";
import { jsonError } from "../http/http-errors.ts";

/** Runs a roster write; a refused change becomes `{ error, field }` with its status, and nothing is written. */
export function rosterWrite<T>(c: Context, write: () => T): T | Response {
  try {
    return write();
  } catch (err) {
    if (err instanceof RosterError) return jsonError(c, err.status, err.message, err.field);
    throw err;
  }
}
