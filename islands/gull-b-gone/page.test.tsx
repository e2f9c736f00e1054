import { afterEach, describe, expect, test } from "bun:test";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import GullBGonePage from "./page.tsx";
import { createQueryClient } from "../lib/query-client.ts";

const realFetch = globalThis.fetch;

function renderPage(answer: () => Promise<Response>) {
  globalThis.fetch = (() => answer()) as unknown as typeof fetch;
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <GullBGonePage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe("GullBGonePage", () => {
  test("takes its title from the game-name setting", async () => {
    renderPage(async () => Response.json({ value: "Vatican Sniper" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Vatican Sniper" })).toBeTruthy();
  });

  test("falls back silently to Gull-B-Gone, with the panel, link and menu", async () => {
    renderPage(async () => new Response("nope", { status: 500 }));
    expect(screen.getByRole("heading", { level: 1, name: "Gull-B-Gone" })).toBeTruthy();
    expect(screen.getByTestId("gull-canvas")).toBeTruthy();
    expect(screen.getByText("Game Instructions")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Learn about real conclaves" });
    expect(link.getAttribute("href")).toBe("/conclave-insights");
    expect(screen.getByRole("button", { name: "Fullscreen" })).toBeTruthy();
    expect(screen.getByTestId("gull-overlay").dataset.overlay).toBe("menu");
    expect(screen.getByTestId("gull-phase").textContent).toBe("menu");
  });

  test("'Full Instructions' opens an accessible dialog", async () => {
    renderPage(async () => Response.json({ value: "" }));
    fireEvent.click(screen.getByRole("button", { name: "Full Instructions" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("How to play");
    expect(dialog.textContent).toContain("two minutes");
  });
});

describe("on a touch screen", () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => { window.matchMedia = realMatchMedia; });

  test("a screen without hover is touch: no keyboard hint, tap labels", async () => {
    // Some tablets report a fine pointer; what they lack is hovering.
    window.matchMedia = ((query: string) => ({ matches: query === "(hover: none)", media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    renderPage(async () => Response.json({ value: "" }));
    expect(await screen.findByRole("button", { name: "Tap for Instructions" })).toBeTruthy();
  });
});
