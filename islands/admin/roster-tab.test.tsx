import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { TEST_ADMIN_PASSWORD } from "../../src/server/test/test-db.ts";
import { renderWithApp } from "../test/render.tsx";
import { RosterTab } from "./roster-tab.tsx";
import { actLikeBrowser } from "./test-helpers.ts";

let api: ReturnType<typeof serveApiForComponents>;
let browser: ReturnType<typeof actLikeBrowser>;
beforeAll(async () => {
  api = serveApiForComponents();
  browser = actLikeBrowser();
  await fetch("/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
});
afterAll(() => { browser.restore(); api.stop(); });
afterEach(cleanup);

const reasonOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent;

test("Save says why it is disabled, and a refused date is explained in words under its own field", async () => {
  renderWithApp(<RosterTab />);
  const edit = within(screen.getByRole("region", { name: "Edit a cardinal" }));
  fireEvent.change(edit.getByLabelText(/^Or the slug/), { target: { value: "pietro-parolin" } });
  const form = within(await screen.findByRole("form", { name: "Edit Pietro Parolin" }));
  const save = form.getByRole("button", { name: "No changes yet" });
  expect((save as HTMLButtonElement).disabled).toBe(true);
  expect(reasonOf(save)).toBe("Change at least one fact to save.");

  fireEvent.change(form.getByLabelText("Date of death"), { target: { value: "2099-01-01" } });
  const saveOne = form.getByRole("button", { name: "Save 1 change" });
  expect(reasonOf(saveOne)).toBe("Give an https source for the change to save it.");
  fireEvent.change(form.getByLabelText("Source (https) *"), { target: { value: "https://www.vaticannews.va/en/example.html" } });
  expect(saveOne.getAttribute("aria-describedby")).toBeNull();
  fireEvent.click(saveOne);

  const death = form.getByLabelText("Date of death");
  await waitFor(() => expect(death.getAttribute("aria-invalid")).toBe("true"));
  const message = document.getElementById(death.getAttribute("aria-describedby")!)!;
  expect(message.textContent).toMatch(/^(The date|Date) of death cannot be in the future/);
  expect(message.textContent).not.toContain("deathDate");
});

test("adding a cardinal with a bad slug puts the sentence under Slug, without the program's name for it", async () => {
  renderWithApp(<RosterTab />);
  const add = within(screen.getByRole("region", { name: "Add a cardinal" }));
  const button = add.getByRole("button", { name: "Add cardinal" });
  expect(reasonOf(button)).toBe("Give an https source for the new cardinal to add him.");
  fireEvent.change(add.getByLabelText("Slug *"), { target: { value: "Not A Slug" } });
  fireEvent.change(add.getByLabelText("Source (https) *"), { target: { value: "https://press.vatican.va/example" } });
  fireEvent.submit(button.closest("form")!);
  const slug = add.getByLabelText("Slug *");
  await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
  const message = document.getElementById(slug.getAttribute("aria-describedby")!)!.textContent!;
  expect(message).toStartWith("The page address ");
  expect(message).not.toContain("cardinal.slug");
});
