import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { renderWithApp } from "../test/render.tsx";
import ApiDocsPage from "./api-docs-page.tsx";

let api: ReturnType<typeof serveApiForComponents>;
beforeAll(() => {
  api = serveApiForComponents();
});
afterAll(() => api.stop());
afterEach(cleanup);

test("lists each endpoint of the real API document with an example request", async () => {
  renderWithApp(<ApiDocsPage />, { path: "/api-docs" });
  await screen.findByRole("heading", { name: /GET\s*\/api\/export\/cardinals\.csv/ });
  for (const path of ["/api/cardinals", "/api/cardinals/{slug}", "/api/export/cardinals.json", "/api/export/turning-80.ics", "/api/votes/results"]) {
    expect(screen.getByRole("heading", { name: new RegExp(`GET\\s*${path.replace(/[{}.?/]/g, "\\$&")}$`) })).toBeTruthy();
  }
  expect(screen.getByRole("heading", { name: /POST\s*\/api\/votes$/ })).toBeTruthy();
  expect(document.body.textContent).toContain("curl 'http://localhost:3000/api/cardinals?region=Asia&maxAge=80&sortBy=ageInYears&limit=2'");
  expect(document.body.textContent).toContain("-d '{\"cardinalId\":7}'");
  expect(document.body.textContent).toContain("CC0 1.0");
  // The test server runs without the per-address limit, and the page says so.
  expect(document.body.textContent).toContain("This site sets no per-address limit on reads.");
  expect(document.body.textContent).toContain("Day for which the College, ages and elector status are given");
  expect(screen.getByRole("link", { name: "cardinals.csv" }).getAttribute("href")).toBe("/api/export/cardinals.csv");
});

test("shows the live answer of an example on request", async () => {
  renderWithApp(<ApiDocsPage />, { path: "/api-docs" });
  const heading = await screen.findByRole("heading", { name: /GET\s*\/api\/cardinals\/\{slug\}$/ });
  const entry = heading.closest("section")!;
  fireEvent.click(within(entry as HTMLElement).getByRole("button", { name: "Show the live answer" }));
  await waitFor(() => expect(within(entry as HTMLElement).getByTestId("example-answer").textContent).toContain('"slug": "pietro-parolin"'));
  expect(within(entry as HTMLElement).getByText(/Answer: 200 · application\/json/)).toBeTruthy();
});
