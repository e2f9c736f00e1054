import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import type { Cardinal, CardinalListResponse } from "../../src/shared/cardinals.ts";
import { electorsByRegion, electorsOn, twoThirdsMajority } from "../../src/shared/college-stats.ts";
import { renderWithApp } from "../test/render.tsx";
import ConclaveInsightsPage from "./conclave-insights-page.tsx";
import { getLocale, overwriteGetLocale } from "../lib/i18n/messages.ts";
import { insightsText } from "./content.ts";
import { COLLEGE_PARAMS } from "../../src/shared/api-contract.ts";
import { addressOf } from "../../src/shared/endpoint-kit.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";

const TODAY = "2026-01-30";
const LIST_URL = addressOf(ENDPOINTS.cardinalList, COLLEGE_PARAMS);

let api: ReturnType<typeof serveApiForComponents>;
let college: Cardinal[];
beforeAll(async () => {
  api = serveApiForComponents(TODAY);
  college = ((await (await fetch(LIST_URL)).json()) as CardinalListResponse).cardinals;
  api.requests.length = 0;
});
afterAll(() => api.stop());
afterEach(() => { cleanup(); api.requests.length = 0; });

const renderPage = () => renderWithApp(<ConclaveInsightsPage today={TODAY} />, { path: "/conclave-insights" });
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
const electorsToday = () => electorsOn(college, TODAY).length;

/** Replaces fetch for the list URL until `release` runs; other requests go through. */
function interceptList(answer: () => Promise<Response>) {
  const passThrough = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) => (String(input) === LIST_URL ? answer() : passThrough(input, init)),
    { preconnect: passThrough.preconnect },
  ) as typeof fetch;
  return () => { globalThis.fetch = passThrough; };
}

test("fetches the list once and fills today's figures into the overview", async () => {
  renderPage();
  expect(screen.getByRole("tab", { name: "Overview", selected: true })).toBeTruthy();
  const electors = electorsToday();
  await waitFor(() => expect(screen.getByTestId("figure-electors").textContent).toBe(String(electors)));
  expect(screen.getByTestId("figure-cardinals").textContent).toBe(String(college.length));
  expect(screen.getByTestId("figure-majority").textContent).toBe(String(twoThirdsMajority(electors)));
  expect(screen.getByTestId("figure-ballots").textContent).toBe("up to 4");
  const experienced = electorsOn(college, TODAY).filter((c) => c.conclavesAttended!.length > 0).length;
  expect(experienced).toBeGreaterThan(100);
  expect(screen.getByTestId("figure-experienced").textContent).toBe(String(experienced));
  const overview = screen.getByRole("tabpanel");
  expect(overview.textContent).toContain(`has ${college.length} members, of whom ${electors} are eligible to vote`);
  expect(overview.textContent).not.toMatch(/\{(cardinals|electors|majority)\}/);
  expect(within(overview).getByRole("heading", { name: "2025" })).toBeTruthy();
  expect(api.requests.filter((r) => r.startsWith("/api/cardinals"))).toEqual([LIST_URL]);
});

test("tabs switch between overview, papabili, geographical, voting and electors over time", async () => {
  renderPage();
  expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Overview", "Papabili", "Geographical", "Voting", "Electors over time"]);
  openTab("Voting");
  expect(screen.getByRole("tab", { name: "Voting", selected: true })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "The two-thirds rule" })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "What is a conclave?" })).toBeNull();
  await waitFor(() => expect(screen.getByRole("tabpanel").textContent).toContain(`the threshold would be ${twoThirdsMajority(electorsToday())} votes`));
  openTab("Geographical");
  expect(screen.getByRole("heading", { name: "Electors by region" })).toBeTruthy();
  openTab("Electors over time");
  expect(screen.getByRole("heading", { name: "Turning 80: the next 24 months" })).toBeTruthy();
  openTab("Overview");
  expect(screen.getByRole("heading", { name: "What is a conclave?" })).toBeTruthy();
});

test("papabili: the five youngest link to their profiles, then the eight notable cards and the directory", async () => {
  renderPage();
  openTab("Papabili");
  const youngest = await screen.findByRole("list", { name: "Youngest cardinals" });
  const links = within(youngest).getAllByRole("link");
  expect(links).toHaveLength(5);
  expect(links[0]!.getAttribute("href")).toBe("/?cardinalId=mykola-bychok");
  expect(links[0]!.textContent).toContain("Mykola Bychok");
  expect(links[0]!.textContent).toContain("45 years old");
  expect(links[0]!.textContent).toContain("Created by Pope Francis");
  expect(links.map((l) => l.getAttribute("href"))).toEqual(
    ["mykola-bychok", "giorgio-marengo", "americo-aguiar", "george-koovakad", "rolandas-makrickas"].map((s) => `/?cardinalId=${s}`),
  );
  expect(screen.getByRole("heading", { name: "Younger Cardinals (Under 70)" })).toBeTruthy();
  const profiles = screen.getAllByRole("link", { name: /^View full profile/ });
  expect(profiles).toHaveLength(8);
  expect(profiles[0]!.getAttribute("href")).toBe("/?cardinalId=pietro-parolin");
  expect(screen.getByRole("link", { name: /Browse all cardinals/ }).getAttribute("href")).toBe("/");
});

test("geographical: one bar per region of electors with count and percentage to one decimal", async () => {
  renderPage();
  openTab("Geographical");
  const bars = await screen.findByTestId("region-bars");
  const expected = electorsByRegion(college, TODAY);
  expect(expected.length).toBeGreaterThan(0);
  const rows = bars.querySelectorAll("li");
  expect([...rows].map((r) => r.getAttribute("data-region"))).toEqual(expected.map((e) => e.region));
  expected.forEach((e, i) => {
    expect(rows[i]!.textContent).toContain(`${e.count}`);
    expect(rows[i]!.textContent).toContain(`${e.percent.toFixed(1)}%`);
  });
  expect(bars.textContent).not.toContain("Unknown");
  expect(expected.reduce((n, e) => n + e.count, 0)).toBe(electorsToday());
  // The same figures as a table for screen readers, and the creating-pope table.
  const table = screen.getByRole("table", { name: /Electors under 80 by region/ });
  expect(within(table).getAllByRole("row")).toHaveLength(expected.length + 1);
  const francis = screen.getByRole("rowheader", { name: "Pope Francis" }).closest("tr")!;
  const byFrancis = college.filter((c) => c.createdBy === "Pope Francis");
  expect(francis.lastElementChild!.textContent).toBe(`${electorsOn(byFrancis, TODAY).length} / ${byFrancis.length}`);
});

test("the vacancy date changes who would vote and the two-thirds threshold", async () => {
  renderPage();
  openTab("Electors over time");
  const input = (await screen.findByLabelText("If the See fell vacant on")) as HTMLInputElement;
  expect(input.value).toBe(TODAY);
  expect(screen.getByTestId("vacancy-electors").textContent).toBe(String(electorsToday()));
  const later = "2027-12-31";
  const electorsLater = electorsOn(college, later).length;
  expect(electorsLater).toBeLessThan(electorsToday());
  fireEvent.change(input, { target: { value: later } });
  expect(screen.getByTestId("vacancy-electors").textContent).toBe(String(electorsLater));
  expect(screen.getByTestId("vacancy-majority").textContent).toBe(String(twoThirdsMajority(electorsLater)));
  expect(screen.getByText(`${electorsToday() - electorsLater} fewer than today`, { exact: false })).toBeTruthy();
  fireEvent.change(input, { target: { value: "2020-01-01" } });
  expect(screen.queryByTestId("vacancy-electors")).toBeNull();
  expect(screen.getByText(/Choose today or a later date/)).toBeTruthy();
});

test("the turning-80 timeline has a chart and a table of 24 months", async () => {
  renderPage();
  openTab("Electors over time");
  expect(await screen.findByTestId("turning-80-chart")).toBeTruthy();
  const table = screen.getByRole("table", { name: /turning 80/i });
  expect(within(table).getAllByRole("rowheader").map((r) => r.textContent)).toHaveLength(24);
  expect(within(table).getAllByRole("rowheader")[0]!.textContent).toBe("January 2026");
});

test("six grey placeholders while the list loads", async () => {
  let answer!: (res: Response) => void;
  const restore = interceptList(() => new Promise((resolve) => { answer = resolve; }));
  try {
    renderPage();
    openTab("Papabili");
    expect(screen.getAllByTestId("papabili-placeholder")).toHaveLength(6);
    expect(screen.getByTestId("figure-electors").textContent).toBe("…");
    answer(Response.json({ cardinals: college, metadata: { total: college.length, pages: 1, page: 1, limit: 1000 } }));
    await screen.findByRole("list", { name: "Youngest cardinals" });
    expect(screen.queryAllByTestId("papabili-placeholder")).toHaveLength(0);
  } finally {
    restore();
  }
});

test("a failed load shows a retry message, and Retry loads the list", async () => {
  const restore = interceptList(async () => new Response("database unavailable", { status: 500 }));
  renderPage();
  openTab("Papabili");
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("could not be loaded");
  expect(screen.getByTestId("figure-electors").textContent).toBe("–");
  restore();
  fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
  await screen.findByRole("list", { name: "Youngest cardinals" });
  expect(screen.queryByRole("alert")).toBeNull();
});

test("the Stay Updated footer links home", () => {
  renderPage();
  const footer = screen.getByRole("region", { name: "Stay Updated" });
  expect(within(footer).getByRole("link").getAttribute("href")).toBe("/");
});

test("where the electors' figure stands, the page says why the directory's Under 80 count is not the electors'", async () => {
  renderPage();
  const note = await screen.findByTestId("under-80-difference");
  const electors = electorsToday();
  // The directory's own count under 80 is the figure the sentence gives.
  const under80 = ((await (await fetch("/api/cardinals?maxAge=80&limit=1")).json()) as CardinalListResponse).metadata.total;
  // On 30 January 2026 Christophe Pierre turns 80 and still votes, while Becciu, under 80, does not.
  expect(note.textContent).toBe(
    `${under80} cardinals are under 80 and as many are electors, though not the same ones: Giovanni Angelo Becciu renounced the rights of the cardinalate on 24 September 2020, so he keeps the title of cardinal but may not vote in a conclave; Christophe Pierre turns 80 today and still votes if the See falls vacant today.`,
  );
  expect(under80).toBe(electors);
});

test("in Polish the placeholders, a failed load and Retry speak Polish", async () => {
  let fail = true;
  const restore = interceptList(async () => (fail ? new Response("database unavailable", { status: 500 }) : Response.json({ cardinals: [], metadata: { total: 0, pages: 1, page: 1, limit: 1000 } })));
  // Put back what was there (the server's per-render getter, when the server's modules are loaded in
  // this process), not a fixed "en": the whole suite runs in one process, and later files render pages.
  const before = getLocale;
  overwriteGetLocale(() => "pl");
  try {
    // In the app the route's import loads the page's long texts in its language before it renders.
    await insightsText.load("pl");
    renderPage();
    openTab("Papabile");
    expect(screen.getByRole("list", { name: "Wczytywanie najmłodszych kardynałów" })).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Nie udało się wczytać danych o kardynałach.");
    expect(screen.getByTestId("figure-electors").textContent).toBe("–");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Spróbuj ponownie" }));
    // An empty College: no one under 70, said in Polish.
    await screen.findByText("W obecnych danych nie ma kardynała poniżej 70 lat.");
  } finally {
    overwriteGetLocale(before);
    restore();
  }
});
