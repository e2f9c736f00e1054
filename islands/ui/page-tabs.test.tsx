import { afterEach, expect, test } from "bun:test";
import { act } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { willHydrateServerHtml } from "../lib/use-hydrated.ts";
import { hydrate, unmountHydrated, serverHtml } from "../test/hydrate.tsx";
import { PageTabs } from "./page-tabs.tsx";

afterEach(unmountHydrated);

/** Which panels' content rendered, in order. */
let renders: string[] = [];
function Content({ name }: { name: string }) {
  renders.push(name);
  return <p data-content={name}>{`The ${name} panel`}</p>;
}

const TABS = [
  { value: "first", label: "First", content: <Content name="first" /> },
  { value: "second", label: "Second", content: <Content name="second" /> },
  { value: "third", label: "Third", content: <Content name="third" /> },
];
const ui = <PageTabs tabs={TABS} label="Parts" />;

const panelOf = (container: HTMLElement, name: string) => container.querySelector(`[data-content=${name}]`)!.closest("[role=tabpanel]") as HTMLElement;
/** Radix shows a tab on the primary button's press. */
const press = (name: string) => act(async () => void fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 }));

test("hydrating renders only the panel shown; a hidden panel's server HTML is hydrated, not replaced, when its tab is first shown", async () => {
  const html = await serverHtml(ui);
  renders = [];
  const recovered: unknown[] = [];
  const container = await hydrate(html, ui, { recovered });
  const serverParagraph = container.querySelector("[data-content=second]");
  expect(renders).toEqual(["first"]);
  expect(panelOf(container, "second").hidden).toBe(true);
  willHydrateServerHtml(false);

  await press("Second");
  expect(renders).toEqual(["first", "second"]);
  expect(panelOf(container, "second").hidden).toBe(false);
  // The paragraph the server wrote, adopted: no second copy, no replacement.
  expect(serverParagraph).not.toBeNull();
  expect(container.querySelector("[data-content=second]")).toBe(serverParagraph);
  expect(container.querySelectorAll("[data-content=second]").length).toBe(1);

  // Back and forth: the third panel still waits, and nothing renders again.
  await press("First");
  await press("Second");
  expect(renders).toEqual(["first", "second"]);
  expect(recovered).toEqual([]);
});

test("a page the browser renders itself renders every panel at once", () => {
  renders = [];
  render(ui);
  expect(renders).toEqual(["first", "second", "third"]);
  expect(screen.getByText("The third panel").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(true);
});
