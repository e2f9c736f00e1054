/**
 * "Who does what in a vacancy" against the real API: the offices read on
 * today, then, once the operator records a vacancy and the page learns of it,
 * read again on the day the See fell vacant, without a reload.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { act, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { TEST_ADMIN_PASSWORD } from "../../src/server/test/test-db.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { ConclaveState } from "../../src/shared/conclave.ts";
import { renderWithApp } from "../test/render.tsx";
import { VacancyOffices } from "./vacancy-offices.tsx";

let api: ReturnType<typeof serveApiForComponents>;
beforeAll(() => { api = serveApiForComponents("2026-11-01"); });
afterAll(() => api.stop());

/** The operator's requests, as the dashboard makes them from the site itself. */
const OPERATOR = { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": "198.51.100.91" };

test("the offices follow the vacancy day the page learns of", async () => {
  const { client } = renderWithApp(<VacancyOffices />, { path: "/live-stream" });
  const box = await screen.findByTestId("vacancy-offices");
  await waitFor(() => expect(box.textContent).toContain("Ages on 1 November 2026"));
  expect(within(box).getByTestId("conclave-president").textContent).toContain("Pietro Parolin");

  const login = await fetch("/api/admin/login", { method: "POST", headers: OPERATOR, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const vacancy = await fetch("/api/admin/conclave/events", {
    method: "POST", headers: { ...OPERATOR, cookie },
    body: JSON.stringify({ type: "vacancy", cause: "death", at: "2026-10-20T10:00:00Z", sourceUrl: "https://www.vaticannews.va/en/vatican-city.html" }),
  });
  expect(vacancy.status).toBe(201);
  // What the page's event stream does with each new state.
  const state = (await (await fetch("/api/conclave")).json()) as ConclaveState;
  act(() => { client.setQueryData(apiQueries.conclave().queryKey, state); });
  await waitFor(() => expect(box.textContent).toContain("Ages on 20 October 2026"));
  expect(api.requests.filter((r) => r.startsWith("/api/college-offices"))).toHaveLength(2);
});
