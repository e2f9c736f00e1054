import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiError } from "../shared/cardinals.ts";

/** Every error the API gives is `{ error, field? }` with a status a client can act on. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string, field?: string) {
  const body: ApiError = field ? { error, field } : { error };
  return c.json(body, status);
}

/** Turns the first zod issue into a sentence a person understands, naming the field. */
export function describeIssue(error: z.ZodError): { error: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  const message = issue?.message ?? "is not valid";
  return { error: field ? `${field} ${message}` : message, field };
}
