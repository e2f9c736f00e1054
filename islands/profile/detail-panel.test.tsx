import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { renderWithApp } from "../test/render.tsx";
import DetailPanel from "./detail-panel.tsx";

let api: ReturnType<typeof serveApiForComponents>;
beforeAll(() => { api = serveApiForComponents(); });
afterAll(() => api.stop());
afterEach(cleanup);

test("a panel for a name the roster does not hold says the cardinal was not found, not Loading", async () => {
  renderWithApp(<DetailPanel slug="parolinn" onClose={() => {}} />);
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("No cardinal is listed as “parolinn”");
  expect(screen.getByRole("dialog", { name: "Cardinal not found" })).toBeTruthy();
  await waitFor(() => expect(document.body.textContent).not.toContain("Loading cardinal information"));
  // And who was probably meant.
  const link = await screen.findByRole("link", { name: "Pietro Parolin" });
  expect(link.getAttribute("href")).toBe("/cardinal/pietro-parolin");
});
