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
  return c.json(apiError(status, error, field).body, status);
}

/**
 * A JSON answer before it is a Response: what a handler shared by a Hono
 * route and a path ahead of Hono returns, so both send the same status,
 * body and extra headers.
 */
export interface JsonAnswer {
  status: ContentfulStatusCode;
  body: unknown;
  headers?: Readonly<Record<string, string>>;
  /**
   * The same object answers every such request and is never changed (a
   * cardinal vote's 200), so a caller may keep the Response it built from it
   * and send copies.
   */
  fixed?: true;
}

/** The `{ error, field? }` answer, as data. */
export function apiError(status: ContentfulStatusCode, error: string, field?: string): JsonAnswer {
  const body: ApiError = field ? { error, field } : { error };
  return { status, body };
}

/** Sends a JsonAnswer through Hono (headers already set on the context, such as a new cookie, go along). */
export function sendAnswer(c: Context, answer: JsonAnswer): Response {
  if (answer.headers) for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  return c.json(answer.body, answer.status);
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

/**
 * Reads a JSON body (`json` is the request's own reader) and checks it with a
 * schema; the refusal is a 400 that names the field. Outside Hono as well.
 */
export async function parseJsonBody<T>(json: () => Promise<unknown>, schema: z.ZodType<T>): Promise<{ data: T } | { refusal: JsonAnswer }> {
  let raw: unknown;
  try {
    raw = await json();
  } catch {
    return { refusal: apiError(400, "The request body is not valid JSON") };
  }
  const poisoned = protoKeyIn(raw, "");
  if (poisoned !== null) return { refusal: apiError(400, `${poisoned} is not a name any field of this API has`, poisoned) };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const { error, field } = describeIssue(parsed.error, true);
  return { refusal: apiError(400, error, field) };
}

/** Parses a JSON body with a schema; the Response is a 400 that names the field. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ data: T } | { response: Response }> {
  const body = await parseJsonBody(() => c.req.json(), schema);
  return "refusal" in body ? { response: sendAnswer(c, body.refusal) } : body;
}
