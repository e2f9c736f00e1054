import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiError } from "../../shared/cardinals.ts";
import { fieldWords } from "../../shared/field-words.ts";

/**
 * Logs an unexpected error as one line: its kind, message and where it was
 * thrown. Printing the error object would dump the minified source around it.
 */
export function logError(context: string, err: unknown): void {
  const e = err instanceof Error ? err : new Error(String(err));
  const at = e.stack?.split("\n").find((l) => l.trim().startsWith("at "))?.trim() ?? "";
  console.error(`${context}: ${e.name}: ${e.message.split("\n")[0]}${at ? ` (${at})` : ""}`);
}

/** Every error the API gives is `{ error, field? }` with a status a client can act on. */
export function jsonError(c: Context, status: ContentfulStatusCode, error: string, field?: string) {
  const body: ApiError = field ? { error, field } : { error };
  return c.json(body, status);
}

/**
 * Turns the first zod issue into a sentence a person understands. A message
 * written as a whole sentence ("Please select a cardinal") stands as it is;
 * a predicate ("must be at most 1000") gets the field's name in front: as
 * the address names it for query parameters (a developer typed them), in
 * words for a form's body (a person filled it in).
 */
export function describeIssue(error: z.ZodError, words = false): { error: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  const message = issue?.message ?? "is not valid";
  const sentence = /^[A-Z]/.test(message);
  if (!field || sentence) return { error: message, field };
  return { error: `${words ? fieldWords(field) : field} ${message}${words && !/[.?!]$/.test(message) ? "." : ""}`, field };
}

/**
 * The path of the first "__proto__" key in a parsed JSON body, or null.
 * JSON.parse keeps it as an ordinary key, but copying it into another object
 * (as validation does) would set that object's prototype instead, so the
 * field would vanish silently or reappear where nobody looks.
 */
function protoKeyIn(value: unknown, path: string): string | null {
  if (value === null || typeof value !== "object") return null;
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key === "__proto__") return at;
    const found = protoKeyIn((value as Record<string, unknown>)[key], at);
    if (found !== null) return found;
  }
  return null;
}

/** Parses a JSON body with a schema; the Response is a 400 that names the field. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ data: T } | { response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { response: jsonError(c, 400, "The request body is not valid JSON") };
  }
  const poisoned = protoKeyIn(raw, "");
  if (poisoned !== null) return { response: jsonError(c, 400, `${poisoned} is not a name any field of this API has`, poisoned) };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const { error, field } = describeIssue(parsed.error, true);
  return { response: jsonError(c, 400, error, field) };
}
