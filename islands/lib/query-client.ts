import { QueryClient } from "@tanstack/react-query";
import type { ApiReader } from "../../src/shared/api-contract.ts";
import { attachReader } from "../../src/shared/api-queries.ts";
import { httpReader } from "./api.ts";

/**
 * Defaults: nothing refetches or retries on its own; a call overrides them
 * where its page needs fresher data. Queries read through `reader`: HTTP in the browser, the
 * server's in-process reader when a page is rendered on the server.
 */
export function createQueryClient(reader: ApiReader = httpReader): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return attachReader(client, reader);
}
