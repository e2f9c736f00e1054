import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "../lib/query-client.ts";

/** Renders with the app's real query client and a router whose address the test can read. */
export function renderWithApp(ui: ReactNode, { path = "/" } = {}) {
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true });
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, location, client };
}
