import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { TEST_ADMIN_PASSWORD } from "../../src/server/test/test-db.ts";
import type { ConclaveState } from "../../src/shared/conclave.ts";
import { renderWithApp } from "../test/render.tsx";
import { Toaster } from "../ui/toast.tsx";
import AdminPage from "./admin-page.tsx";
import { actLikeBrowser } from "./test-helpers.ts";

let api: ReturnType<typeof serveApiForComponents>;
let browser: ReturnType<typeof actLikeBrowser>;
beforeAll(() => {
  api = serveApiForComponents();
  browser = actLikeBrowser();
});
afterAll(() => { browser.restore(); api.stop(); });
afterEach(cleanup);

const serverState = async () => (await (await fetch("/api/conclave")).json()) as ConclaveState;

async function openConclaveTab() {
  renderWithApp(<><AdminPage /><Toaster /></>, { path: "/admin1190" });
  fireEvent.change(await screen.findByLabelText("Password"), { target: { value: TEST_ADMIN_PASSWORD } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  await screen.findByRole("heading", { name: "Admin Dashboard" });
  fireEvent.mouseDown(screen.getByRole("tab", { name: "Conclave" }));
  return within(await screen.findByRole("region", { name: "Record a conclave event" }));
}

test("a refused source is explained next to its field and nothing is recorded; an https source records the vacancy, then undo takes it back", async () => {
  const form = await openConclaveTab();
  expect((form.getByLabelText("Event") as HTMLSelectElement).value).toBe("vacancy");
  fireEvent.click(form.getByLabelText("The pope renounced"));
  fireEvent.change(form.getByLabelText("Source (https) *"), { target: { value: "http://www.vatican.va/" } });
  fireEvent.click(form.getByRole("button", { name: "Record event" }));
  await waitFor(() => expect(form.getByLabelText("Source (https) *").getAttribute("aria-invalid")).toBe("true"));
  const source = form.getByLabelText("Source (https) *");
  expect(document.getElementById(source.getAttribute("aria-describedby")!)!.textContent).toMatch(/https:\/\//);
  expect((await serverState()).phase).toBe("sede-plena");

  fireEvent.change(source, { target: { value: "https://www.vatican.va/content/vatican/en.html" } });
  fireEvent.click(form.getByRole("button", { name: "Record event" }));
  await waitFor(() => expect(screen.getByTestId("admin-conclave-phase").textContent).toBe("sede-vacante"));
  expect(await serverState()).toMatchObject({ phase: "sede-vacante", vacancy: { cause: "renunciation" } });
  // The form moves on to what the phase calls for next.
  expect((form.getByLabelText("Event") as HTMLSelectElement).value).toBe("conclave-start");

  fireEvent.change(form.getByLabelText("Event"), { target: { value: "ballot" } });
  fireEvent.click(form.getByRole("button", { name: "Record event" }));
  expect((await form.findByRole("alert")).textContent).toMatch(/No ballot before the conclave has begun/);
  expect((await serverState()).ballots).toEqual([]);

  fireEvent.change(form.getByLabelText("Event"), { target: { value: "undo" } });
  expect(form.getByText(/Takes back the last event/).textContent).toContain("vacancy");
  fireEvent.click(form.getByRole("button", { name: "Record event" }));
  await waitFor(() => expect(screen.getByTestId("admin-conclave-phase").textContent).toBe("sede-plena"));
  expect((await serverState()).phase).toBe("sede-plena");
});
