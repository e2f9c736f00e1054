import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { renderWithApp } from "../test/render.tsx";
import DeepDivePage from "./deep-dive-page.tsx";
import { deepDive } from "./deep-dive-content.ts";
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from "../lib/site-config.ts";

afterEach(cleanup);

test("title, the link back, the four tabs and the references", () => {
  renderWithApp(<DeepDivePage />, { path: "/deep-dive-pope-leo" });
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(deepDive.title);
  expect(screen.getByRole("link", { name: /Back to the profile/ }).getAttribute("href")).toBe("/new-holy-father");
  const tabs = within(screen.getByRole("tablist")).getAllByRole("tab").map((t) => t.textContent);
  expect(tabs).toEqual(["Background & Formation", "Theological Positions", "Leadership & Teaching", "Controversies & Positions"]);
  const refs = within(screen.getByRole("region", { name: "References" })).getAllByRole("link");
  expect(refs).toHaveLength(deepDive.references.length);
  expect(refs.every((a) => a.getAttribute("target") === "_blank" && a.getAttribute("rel") === "noopener noreferrer")).toBe(true);
});

test("Theological Positions is an accordion with its two named items", () => {
  renderWithApp(<DeepDivePage />);
  fireEvent.mouseDown(screen.getByRole("tab", { name: "Theological Positions" }));
  const panel = screen.getByRole("tabpanel");
  const modernism = within(panel).getByRole("button", { name: "Engagement with Modernist Theology" });
  const liturgy = within(panel).getByRole("button", { name: "The Traditional Latin Mass and Liturgy" });
  expect(within(panel).getAllByRole("button")).toHaveLength(2);
  expect(modernism.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(modernism);
  expect(modernism.getAttribute("aria-expanded")).toBe("true");
  expect(within(panel).getByText(/The record here is thin/)).toBeTruthy();
  expect(liturgy.getAttribute("aria-expanded")).toBe("false");
});

test("how long he has been pope is worked out for the day the page is shown", () => {
  for (const [today, words] of [["2026-11-27", "1 year and 6 months"], ["2027-05-08", "2 years"]] as const) {
    const { unmount } = renderWithApp(
      <SiteConfigContext.Provider value={{ ...DEFAULT_SITE_CONFIG, today }}><DeepDivePage /></SiteConfigContext.Provider>,
    );
    expect(screen.getByTestId("time-in-office").textContent).toContain(`elected on 8 May 2025, ${words} before`);
    unmount();
  }
  expect(JSON.stringify(deepDive)).not.toMatch(/(eighteen|\d+) months ago/i);
});
