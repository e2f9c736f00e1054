import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { SearchBox } from "../directory/search-box.tsx";
import { ProfilePanelHost } from "./profile-panel-host.tsx";

let api: ReturnType<typeof serveApiForComponents>;
beforeAll(() => { api = serveApiForComponents(); });
afterAll(() => api.stop());
afterEach(cleanup);

test("a panel opened from a header suggestion opens over the page, and closing it gives focus back to the search box", async () => {
  // The browser's own history, as on the site: the suggestion's entry carries who opened the panel.
  window.history.replaceState(null, "", "/conclave-insights");
  render(
    <QueryClientProvider client={createQueryClient()}>
      <header><SearchBox /></header>
      <ProfilePanelHost />
    </QueryClientProvider>,
  );
  const input = screen.getByRole("combobox", { name: "Search cardinals" });
  input.focus();
  fireEvent.change(input, { target: { value: "parolin" } });
  fireEvent.click(await screen.findByRole("option", { name: "Pietro Parolin" }));
  expect(window.location.pathname + window.location.search).toBe("/conclave-insights?cardinalId=pietro-parolin");
  const dialog = await screen.findByRole("dialog", { name: "Pietro Parolin" });
  fireEvent.click(dialog.querySelector("button[aria-label=Close]")!);
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(window.location.pathname + window.location.search).toBe("/conclave-insights");
  await waitFor(() => expect(document.activeElement).toBe(input));
});
