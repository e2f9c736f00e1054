/** Captures the app's answers so the baseline can serve the very same bytes. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export interface CapturedResponse {
  path: string;
  contentType: string;
  bodyBase64: string;
  bytes: number;
}

/** Fetches each path once from the app; every one must answer 200. */
export async function capture(baseUrl: string, paths: string[]): Promise<CapturedResponse[]> {
  const out: CapturedResponse[] = [];
  for (const path of paths) {
    const res = await fetch(baseUrl + path);
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
    out.push({ path, contentType: res.headers.get("content-type") ?? "application/octet-stream", bodyBase64: Buffer.from(body).toString("base64"), bytes: body.length });
  }
  return out;
}

export function writeCapture(dir: string, captured: CapturedResponse[]): string {
  const file = join(dir, "capture.json");
  writeFileSync(file, JSON.stringify(captured));
  return file;
}

/**
 * The cookies the app hands a new visitor (as a browser would send them back),
 * as one Cookie header value; null when the app sets none.
 */
export async function visitorCookies(baseUrl: string, path: string): Promise<string | null> {
  const res = await fetch(baseUrl + path);
  await res.arrayBuffer();
  const pairs = res.headers.getSetCookie().map((c) => c.split(";")[0]!.trim()).filter(Boolean);
  return pairs.length ? pairs.join("; ") : null;
}
