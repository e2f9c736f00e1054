import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithApp } from "../test/render.tsx";
import WhyAPopePage from "./why-a-pope-page.tsx";

afterEach(cleanup);

const openTab = (name: string) => {
  fireEvent.mouseDown(screen.getByRole("tab", { name }));
  return screen.getByRole("tabpanel");
};
const selected = () => screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true")?.textContent;
const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded") === "true";

test("five tabs, switched by pointer and by keyboard", async () => {
  renderWithApp(<WhyAPopePage />, { path: "/why-a-pope" });
  const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
  expect(tabs.map((t) => t.textContent)).toEqual(["Overview", "Scriptural", "Historical", "Infallibility", "Objections"]);
  expect(within(screen.getByRole("tabpanel")).getByText("The Catholic understanding in brief")).toBeTruthy();
  const scriptural = openTab("Scriptural");
  expect(within(scriptural).getByText(/Matthew 16:13/)).toBeTruthy();
  // Arrow keys move focus along the strip, and a focused tab becomes the active one.
  const active = screen.getByRole("tab", { name: "Scriptural" });
  active.focus();
  fireEvent.keyDown(active, { key: "ArrowRight" });
  await waitFor(() => expect(selected()).toBe("Historical"));
  fireEvent.keyDown(screen.getByRole("tab", { name: "Historical" }), { key: "ArrowRight" });
  await waitFor(() => expect(selected()).toBe("Infallibility"));
  expect(document.activeElement?.textContent).toBe("Infallibility");
  expect(within(screen.getByRole("tabpanel")).getByText("What the Church teaches")).toBeTruthy();
});

test("Historical: five items, only one open at a time, and the open one can be closed", () => {
  renderWithApp(<WhyAPopePage />);
  const items = within(openTab("Historical")).getAllByRole("button");
  expect(items).toHaveLength(5);
  const [first, second] = [items[0]!, items[1]!];
  fireEvent.click(first);
  expect(items.map(expanded)).toEqual([true, false, false, false, false]);
  fireEvent.click(second);
  expect(items.map(expanded)).toEqual([false, true, false, false, false]);
  fireEvent.click(second);
  expect(items.map(expanded)).toEqual([false, false, false, false, false]);
});

test("Objections: biblical and historical groups, several answers open at once", () => {
  renderWithApp(<WhyAPopePage />);
  const panel = openTab("Objections");
  const biblical = within(within(panel).getByRole("region", { name: "Biblical objections" })).getAllByRole("button");
  const historical = within(within(panel).getByRole("region", { name: "Historical objections" })).getAllByRole("button");
  expect(biblical.length).toBeGreaterThan(1);
  expect(historical.map((b) => b.textContent).join(" ")).toMatch(/corrupt/);
  fireEvent.click(biblical[0]!);
  fireEvent.click(biblical[1]!);
  fireEvent.click(historical[0]!);
  expect([biblical[0]!, biblical[1]!, historical[0]!].every(expanded)).toBe(true);
  expect(within(panel).getByText(/Christ is the head of his body/)).toBeTruthy();
});

test("dialogue tips, further reading in three groups, and the way to Conclave Insights", () => {
  renderWithApp(<WhyAPopePage />);
  expect(screen.getByRole("heading", { name: "Tips for dialogue" })).toBeTruthy();
  const reading = screen.getByRole("region", { name: "Further Reading" });
  for (const group of ["Scriptural", "Historical", "Theological"]) {
    expect(within(reading).getByRole("heading", { name: group })).toBeTruthy();
  }
  expect(screen.getByRole("link", { name: "Explore Conclave Insights" }).getAttribute("href")).toBe("/conclave-insights");
});
