/**
 * The status and the server's own sentence from a refused read's or write's error, whose
 * message is "<status>: <body>" and whose body is `{ error, field? }`.
 */
export function apiErrorOf(error: unknown): { status: number | null; reason: string; field?: string } {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, reason: "The server could not be reached. Check the connection and try again." };
  const status = Number(match[1]);
  const body = match[2]!;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; field?: unknown };
    if (typeof parsed.error === "string") return { status, reason: parsed.error, ...(typeof parsed.field === "string" ? { field: parsed.field } : {}) };
  } catch {
    // Not JSON (a proxy's page, say): fall back to the text itself.
  }
  return { status, reason: body.slice(0, 200) };
}
