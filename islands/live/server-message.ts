/**
 * The human part of an API error. a refused write raises "409: {\"error\":\"…\"}";
 * the visitor should read only the sentence, or the fallback when there is none.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : "";
  const body = /^\d{3}: ([\s\S]*)$/.exec(text)?.[1]?.trim() ?? "";
  if (body === "") return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { error?: unknown; message?: unknown } | null);
    if (typeof message?.error === "string" && message.error) return message.error;
    if (typeof message?.message === "string" && message.message) return message.message;
    return fallback;
  } catch {
    // A non-JSON body (a proxy's error page) is not shown: it may be HTML.
    return /^[^<]{1,200}$/.test(body) ? body : fallback;
  }
}
