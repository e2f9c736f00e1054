import { queryOptions } from "@tanstack/react-query";
import type { ApiDocument } from "../../src/shared/api-document.ts";

export const OPENAPI_PATH = "/api/openapi.json";

async function fetchText(path: string, signal?: AbortSignal): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(path, { signal });
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

/** The API document the page is built from, so the page cannot drift from the API. */
export const apiDocumentQuery = queryOptions({
  queryKey: ["api-docs", "document"],
  queryFn: async ({ signal }) => JSON.parse((await fetchText(OPENAPI_PATH, signal)).text) as ApiDocument,
});

/** A live answer to an endpoint's example request, fetched when the reader asks for it. */
export const exampleAnswerQuery = (path: string) => queryOptions({
  queryKey: ["api-docs", "example", path],
  queryFn: ({ signal }) => fetchText(path, signal),
});
