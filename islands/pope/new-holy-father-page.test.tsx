import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { renderWithApp } from "../test/render.tsx";
import { CUT, quotedParagraphs } from "./first-message.tsx";
import NewHolyFatherPage from "./new-holy-father-page.tsx";

let api: ReturnType<typeof serveApiForComponents>;
beforeAll(() => { api = serveApiForComponents(); });
afterAll(() => api.stop());
afterEach(() => { cleanup(); api.requests.length = 0; });

// The profile file may or may not be served yet; these checks rest on facts that are in the record.
test("reads the record and the profile file, then shows the banner and biographical card", async () => {
  renderWithApp(<NewHolyFatherPage />, { path: "/new-holy-father" });
  expect(screen.getByRole("status").textContent).toContain("Loading");
  expect(await screen.findByRole("heading", { level: 1, name: "Pope Leo XIV" })).toBeTruthy();
  expect(api.requests).toContain("/api/cardinals/robert-francis-prevost");
  expect(api.requests).toContain("/api/cardinal-file/cardinal_robert_francis_prevost.json");
  const card = within(screen.getByRole("region", { name: "Biographical details" }));
  expect(card.getByText("19 June 1982")).toBeTruthy();
  expect(card.getByText("12 December 2014")).toBeTruthy();
  expect(card.getByText("8 May 2025")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Read the deep dive →" }).getAttribute("href")).toBe("/deep-dive-pope-leo");
  const source = within(screen.getByRole("region", { name: "Sources" })).getAllByRole("link")[0]!;
  expect(source.getAttribute("target")).toBe("_blank");
  expect(source.getAttribute("rel")).toBe("noopener noreferrer");
});

test("the five tabs switch their panel", async () => {
  renderWithApp(<NewHolyFatherPage />);
  const tablist = await screen.findByRole("tablist", { name: "Profile of the pope" });
  const names = within(tablist).getAllByRole("tab").map((t) => t.textContent);
  expect(names).toEqual(["Theological Profile", "Views", "Leadership", "Notable Quotes", "Priorities"]);
  expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "Theological Profile" }).id);
  for (const name of ["Notable Quotes", "Priorities", "Views"]) {
    const tab = screen.getByRole("tab", { name });
    fireEvent.mouseDown(tab);
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab.id);
  }
});

test("a failed record shows an error saying the profile could not be loaded", async () => {
  const apiFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/api/cardinals/") ? Promise.resolve(new Response("boom", { status: 500 })) : apiFetch(input, init),
    { preconnect: apiFetch.preconnect },
  ) as typeof fetch;
  try {
    renderWithApp(<NewHolyFatherPage />);
    expect(await screen.findByRole("heading", { name: "Error Loading Profile" })).toBeTruthy();
    expect(screen.getByText("Unable to load the papal profile. Please try again later.")).toBeTruthy();
  } finally {
    globalThis.fetch = apiFetch;
  }
});

test("the first message marks every cut between and after its excerpts with an ellipsis", async () => {
  renderWithApp(<NewHolyFatherPage />, { path: "/new-holy-father" });
  const section = (await screen.findByRole("heading", { name: "The first papal message" })).closest("section")!;
  const lines = [...section.querySelectorAll("blockquote p")].map((p) => p.textContent ?? "");
  // The greeting runs unbroken to "Peace be with you!"; the Church paragraph comes minutes later.
  const later = lines.findIndex((l) => l.startsWith("To all of you"));
  expect(later).toBeGreaterThan(0);
  expect(lines[later - 1]).toBe(CUT);
  expect(lines.at(-1)).toBe(CUT);
  expect(lines.slice(0, 2)).toEqual(["Peace be with you all!", expect.stringMatching(/^Dear brothers and sisters, .* Peace be with you!$/)]);
  expect(within(section).getByText(/marks words left out/)).toBeTruthy();
});

test("excerpts become paragraphs with a cut after each passage", () => {
  expect(quotedParagraphs(["A.\n\nB.", "C."])).toEqual(["A.", "B.", CUT, "C.", CUT]);
  expect(quotedParagraphs(["Only."])).toEqual(["Only.", CUT]);
});
