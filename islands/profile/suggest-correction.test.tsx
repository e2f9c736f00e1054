import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { renderWithApp } from "../test/render.tsx";
import { SuggestCorrection } from "./suggest-correction.tsx";

let api: ReturnType<typeof serveApiForComponents>;
let inner: typeof fetch;
beforeAll(() => {
  api = serveApiForComponents();
  // The API accepts writes only from the site itself, as a browser marks them.
  inner = globalThis.fetch;
  const sameSite = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Sec-Fetch-Site", "same-origin");
    return inner(input, { ...init, headers });
  };
  globalThis.fetch = Object.assign(sameSite, { preconnect: inner.preconnect }) as typeof fetch;
});
afterAll(() => { globalThis.fetch = inner; api.stop(); });
afterEach(cleanup);

test("the link opens the form; a bad source shows the server's sentence on its field; a good one thanks the visitor", async () => {
  renderWithApp(<SuggestCorrection slug="pietro-parolin" name="Pietro Parolin" />);
  fireEvent.click(screen.getByRole("button", { name: "Suggest a correction" }));
  const form = screen.getByRole("form", { name: "Suggest a correction for Pietro Parolin" });
  expect(form).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Which fact"), { target: { value: "birthPlace" } });
  fireEvent.change(screen.getByLabelText("Correct value"), { target: { value: "Schiavon (Vicenza)" } });
  fireEvent.change(screen.getByLabelText(/^Source/), { target: { value: "http://example.org/not-secure" } });
  fireEvent.click(screen.getByRole("button", { name: "Send correction" }));
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("https://");
  expect(screen.getByLabelText(/^Source/).getAttribute("aria-invalid")).toBe("true");

  fireEvent.change(screen.getByLabelText(/^Source/), { target: { value: "https://press.vatican.va/example" } });
  fireEvent.click(screen.getByRole("button", { name: "Send correction" }));
  expect((await screen.findByRole("status")).textContent).toContain("Your correction was sent");
});

test("a disabled Send says why, and the server's sentence stands under the field it is about", async () => {
  renderWithApp(<SuggestCorrection slug="pietro-parolin" name="Pietro Parolin" />);
  fireEvent.click(screen.getByRole("button", { name: "Suggest a correction" }));
  const send = screen.getByRole("button", { name: "Send correction" }) as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  const reason = () => document.getElementById(send.getAttribute("aria-describedby") ?? "")?.textContent;
  expect(reason()).toBe("To send, give the correct value and a source.");
  fireEvent.change(screen.getByLabelText("Which fact"), { target: { value: "birthPlace" } });
  fireEvent.change(screen.getByLabelText("Correct value"), { target: { value: "Schiavon" } });
  expect(reason()).toBe("To send, give a source (an https address).");
  fireEvent.change(screen.getByLabelText(/^Source/), { target: { value: "https://press.vatican.va/example" } });
  expect(send.disabled).toBe(false);
  expect(send.getAttribute("aria-describedby")).toBeNull();
  // Schiavon is already the place of birth shown.
  fireEvent.click(send);
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toBe("That is already the value shown for “Place of birth”. Please give the value that should replace it.");
  const value = screen.getByLabelText("Correct value");
  expect(value.getAttribute("aria-invalid")).toBe("true");
  expect(value.getAttribute("aria-describedby")).toBe(alert.id);
  expect(alert.previousElementSibling).toBe(value);
  expect(alert.textContent).not.toMatch(/sourceUrl|birthPlace/);
});
