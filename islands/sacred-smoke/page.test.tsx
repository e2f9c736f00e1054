import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { TRIVIA } from "../../games/sacred-smoke/trivia.ts";
import SacredSmokePage from "./page.tsx";

const realGetContext = HTMLCanvasElement.prototype.getContext;

beforeEach(() => {
  // happy-dom has no 2D canvas: a context that accepts every call stands in.
  const ctx = new Proxy({}, { get: () => () => {}, set: () => true });
  HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as typeof realGetContext;
  localStorage.clear();
  window.history.replaceState(null, "", "/conclave-game");
});

afterEach(() => {
  cleanup();
  HTMLCanvasElement.prototype.getContext = realGetContext;
});

describe("SacredSmokePage", () => {
  test("shows the board, the start overlay, the HUD and the side card", () => {
    render(<SacredSmokePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Sacred Smoke" })).toBeTruthy();
    expect(screen.getByTestId("game-canvas")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Game" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "How to Play" })).toBeTruthy();
    expect(screen.getByTestId("votes-counter").textContent).toBe("Votes: 0/30");
    expect(screen.getByTestId("conclave-clock").textContent).toContain("1:30");
    const link = screen.getByRole("link", { name: "Learn about real conclaves" });
    expect(link.getAttribute("href")).toBe("/conclave-insights");
    expect(screen.getAllByRole("button", { name: /Move (up|down|left|right)/ })).toHaveLength(4);
  });

  test("reads the high score from storage after rendering", () => {
    localStorage.setItem("conclaveGameHighScore", "27");
    render(<SacredSmokePage />);
    expect(screen.getByTestId("high-score").textContent).toBe("High score: 27");
  });

  test("'Full Instructions' and 'How to Play' open the titled dialog", async () => {
    render(<SacredSmokePage />);
    fireEvent.click(screen.getByRole("button", { name: "Full Instructions" }));
    const dialog = await screen.findByRole("dialog", { name: "How to play Sacred Smoke" });
    expect(dialog.textContent).toContain("90 seconds");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getByRole("button", { name: "How to Play" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  test("Start Game shows a fact; ?clock ends the game in 'Game Over'; Play Again restarts", async () => {
    window.history.replaceState(null, "", "/conclave-game?seed=3&clock=0.3");
    render(<SacredSmokePage />);
    expect(screen.getByTestId("conclave-clock").textContent).toContain("0:01");
    fireEvent.click(screen.getByRole("button", { name: "Start Game" }));
    expect(TRIVIA.some((fact) => screen.getByTestId("trivia").textContent?.includes(fact))).toBe(true);
    const end = await screen.findByTestId("end-overlay", {}, { timeout: 3000 });
    expect(end.textContent).toContain("Game Over");
    expect(end.textContent).toContain("You collected 0 votes");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Play Again" })));
    expect(screen.queryByTestId("end-overlay")).toBeNull();
  });
});
