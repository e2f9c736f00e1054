/**
 * The HTTP baseline: a plain Bun.serve that answers with bodies captured from
 * the app beforehand, byte for byte, with the app's content-type.
 *
 *   bun bench/servers/baseline.ts <capture.json>
 *
 * Paths without a query string are Bun.serve static routes (a prebuilt
 * Response, the fastest thing Bun can do). Bun's routes ignore the query
 * string, so list and suggestion URLs go through `fetch`, which looks the
 * path and query up in a Map.
 */
import type { CapturedResponse } from "../lib/capture.ts";

const file = process.argv[2];
if (!file) throw new Error("usage: baseline.ts <capture.json>");
const captured = (await Bun.file(file).json()) as CapturedResponse[];

const routes: Record<string, Response> = {};
const byQuery = new Map<string, { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }>();
for (const c of captured) {
  const body = new Uint8Array(Buffer.from(c.bodyBase64, "base64"));
  const headers = { "content-type": c.contentType };
  if (c.path.includes("?")) byQuery.set(c.path, { body, headers });
  else routes[c.path] = new Response(body, { headers });
}

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  development: false,
  routes,
  fetch(req) {
    const url = req.url;
    const key = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const hit = byQuery.get(key);
    return hit ? new Response(hit.body, { headers: hit.headers }) : new Response("not captured", { status: 404 });
  },
});
console.log(`Listening on http://localhost:${server.port}`);
