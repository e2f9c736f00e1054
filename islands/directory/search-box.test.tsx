import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HomePage } from "./home-page.tsx";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { renderWithApp } from "../test/render.tsx";
import { SearchBox, SUGGESTION_DELAY_MS } from "./search-box.tsx";
import { SuggestionList } from "./suggestion-list.tsx";
import { suggestionHref } from "./suggestion-href.ts";

let api: ReturnType<typeof serveApiForComponents>;
beforeAll(() => { api = serveApiForComponents(); });
afterAll(() => api.stop());
afterEach(() => { cleanup(); api.requests.length = 0; });

const input = () => screen.getByRole("combobox", { name: "Search cardinals" }) as HTMLInputElement;
const suggestionCalls = () => api.requests.filter((r) => r.startsWith("/api/cardinals/suggestions"));
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

test("waits for a 300 ms pause and a 2-character trimmed term", async () => {
  // Times are measured, not raced: on a busy machine the pause may run long, never short.
  const through = globalThis.fetch;
  const askedAt: number[] = [];
  globalThis.fetch = Object.assign((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith("/api/cardinals/suggestions")) askedAt.push(performance.now());
    return through(input, init);
  }, { preconnect: through.preconnect }) as typeof fetch;
  try {
    renderWithApp(<SearchBox />);
    fireEvent.change(input(), { target: { value: " e " } });
    await pause(SUGGESTION_DELAY_MS + 100);
    expect(suggestionCalls()).toEqual([]);
    fireEvent.change(input(), { target: { value: "er" } });
    fireEvent.change(input(), { target: { value: "erd" } });
    const typedAt = performance.now();
    fireEvent.change(input(), { target: { value: "erdo " } });
    await screen.findByRole("option", { name: "Péter Erdő" });
    expect(suggestionCalls()).toEqual(["/api/cardinals/suggestions?search=erdo&limit=5"]);
    expect(askedAt[0]! - typedAt).toBeGreaterThanOrEqual(SUGGESTION_DELAY_MS - 5);
  } finally {
    globalThis.fetch = through;
  }
});

test("shows loading, then 'No cardinals found' for an empty result", async () => {
  renderWithApp(<SearchBox />);
  fireEvent.change(input(), { target: { value: "qqzzxx" } });
  await screen.findByText("Loading suggestions...");
  await screen.findByText("No cardinals found");
});

test("choosing a suggestion leads to that cardinal and closes the list", async () => {
  const { location } = renderWithApp(<SearchBox />);
  fireEvent.change(input(), { target: { value: "parolin" } });
  fireEvent.click(await screen.findByRole("option", { name: "Pietro Parolin" }));
  expect(location.history.at(-1)).toBe("/?cardinalId=pietro-parolin");
  expect(screen.queryByRole("listbox")).toBeNull();
});

test("Escape, an outside click and clearing each close the list", async () => {
  renderWithApp(<><SearchBox /><p>outside</p></>);
  fireEvent.change(input(), { target: { value: "tagle" } });
  await screen.findByRole("listbox");
  // false: the browser's own Escape (which empties a search field) was cancelled.
  expect(fireEvent.keyDown(input(), { key: "Escape" })).toBe(false);
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(input().value).toBe("tagle");

  fireEvent.change(input(), { target: { value: "tagl" } });
  await screen.findByRole("listbox");
  fireEvent.pointerDown(screen.getByText("outside"));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());

  fireEvent.change(input(), { target: { value: "tag" } });
  await screen.findByRole("listbox");
  fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(input().value).toBe("");
});

test("typing stays on the page; submitting searches the directory; an empty submit goes home", async () => {
  const { location } = renderWithApp(<SearchBox />, { path: "/conclave-insights" });
  fireEvent.change(input(), { target: { value: "  zuppi " } });
  await screen.findByRole("option", { name: "Matteo Zuppi" });
  expect(location.history.at(-1)).toBe("/conclave-insights");
  fireEvent.submit(input().form!);
  expect(location.history.at(-1)).toBe("/?search=zuppi");
  fireEvent.change(input(), { target: { value: "   " } });
  fireEvent.submit(input().form!);
  expect(location.history.at(-1)).toBe("/");
});

test("a suggestion opens the cardinal over the page the visitor is on; 'See all results' opens the directory", async () => {
  const { location } = renderWithApp(<SearchBox />, { path: "/conclave-insights?tab=x" });
  fireEvent.change(input(), { target: { value: "parolinn" } });
  fireEvent.click(await screen.findByRole("option", { name: "Pietro Parolin" }));
  expect(location.history.at(-1)).toBe("/conclave-insights?tab=x&cardinalId=pietro-parolin");

  fireEvent.change(input(), { target: { value: "parol" } });
  const all = await screen.findByRole("option", { name: "See all results for “parol”" });
  // The last option is reached with the arrow keys too.
  const options = screen.getAllByRole("option");
  for (let i = 0; i < options.length; i++) fireEvent.keyDown(input(), { key: "ArrowDown" });
  expect(all.getAttribute("aria-selected")).toBe("true");
  fireEvent.click(all);
  expect(location.history.at(-1)).toBe("/?search=parol");
});

test("a term arriving in the address does not open the list", async () => {
  renderWithApp(<SearchBox />, { path: "/?search=erdo" });
  expect(input().value).toBe("erdo");
  await pause(SUGGESTION_DELAY_MS + 150);
  expect(screen.queryByRole("listbox")).toBeNull();
});

test("the Pope's suggestion is labelled and leads to his page; a cardinal's opens the panel", () => {
  const pope = { id: 999, fullName: "Robert Francis Prevost", nameWithOrder: "Pope Leo XIV", slug: "robert-francis-prevost", status: "pope" as const };
  const cardinal = { id: 1, fullName: "Pietro Parolin", nameWithOrder: "Pietro Parolin", slug: "pietro-parolin", status: "cardinal" as const };
  const chosen: string[] = [];
  renderWithApp(<SuggestionList id="s" loading={false} items={[pope, cardinal]} active={-1} onChoose={(item) => chosen.push(suggestionHref(item))} />);
  const [first, second] = screen.getAllByRole("option");
  expect(first!.textContent).toBe("Pope Leo XIVPope");
  expect(second!.textContent).toBe("Pietro Parolin");
  fireEvent.click(first!);
  fireEvent.click(second!);
  expect(chosen).toEqual(["/new-holy-father", "/?cardinalId=pietro-parolin"]);
});

test("typing the Pope's name offers him, labelled, and choosing him leads to his page", async () => {
  const { location } = renderWithApp(<SearchBox />);
  fireEvent.change(input(), { target: { value: "prevost" } });
  const option = await screen.findByRole("option", { name: /Prevost/ });
  expect(option.textContent).toEndWith("Pope");
  fireEvent.click(option);
  expect(location.history.at(-1)).toBe("/new-holy-father");
});

test("an Enter search for the Pope's name shows his card, labelled Pope, leading to his page", async () => {
  const { location } = renderWithApp(<HomePage />, { path: "/?search=Prevost" });
  // The new-pope banner links to his page too; the card is the link the grid holds.
  const card = await waitFor(() => within(screen.getByTestId("cardinal-grid")).getByRole("link", { name: /Prevost/ }));
  expect(within(card).getByText("Pope")).toBeTruthy();
  expect(card.getAttribute("href")).toBe("/new-holy-father");
  fireEvent.click(card);
  expect(location.history.at(-1)).toBe("/new-holy-father");
});
