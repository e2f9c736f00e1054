import { Hono } from "hono";
import type { ApiDocument } from "../../shared/api-document.ts";

/** GET /api/openapi.json: the document the API page also renders, encoded once. */
export function openApiRoutes(apiDocument: () => ApiDocument) {
  let body: string | undefined;
  return new Hono().get("/", (c) => c.body((body ??= JSON.stringify(apiDocument())), 200, { "content-type": "application/json; charset=utf-8" }));
}
