import { Hono } from "hono";
import { openApiDocument } from "../openapi/document.ts";
import type { PublicReadLimit } from "../middleware/public-reads.ts";

/** GET /api/openapi.json, built once: the schemas it comes from do not change while the server runs. */
export function openApiRoutes(publicReadLimit: PublicReadLimit) {
  // Built on first request: converting every schema takes tens of milliseconds that start-up need not wait for.
  let body: string | undefined;
  return new Hono().get("/", (c) => c.body((body ??= JSON.stringify(openApiDocument({ publicReadLimit }))), 200, { "content-type": "application/json; charset=utf-8" }));
}
