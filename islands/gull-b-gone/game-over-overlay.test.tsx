import { afterEach, beforeEach, describe, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { HIGH_SCORES_KEY } from "../../games/gull-b-gone/high-scores.ts";
import { GameOverOverlay } from "./game-over-overlay.tsx";
import { MenuOverlay } from "./menu-overlay.tsx";

const noop = () => {};
const show = (score: number, isTouch = false) =>
  render(<GameOverOverlay won={false} score={score} timeLeft={75} played={405} isTouch={isTouch} onRestart={noop} onMenu={noop} />);

const fiveScores = [100, 90, 80, 70, 60].map((score) => ({ score, initials: "OLD", date: "2025-01-01" }));

const realConfirm = window.confirm;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  window.confirm = realConfirm;
});

describe("game-over overlay", () => {
  test("shows the score lines and the desktop or touch button labels", () => {
    show(45);
    // The clock as the bar above showed it when the game ended, named as the bar names it.
    expect(screen.getByText("SCORE 45 TIME LEFT 1:15")).toBeTruthy();
    expect(screen.getByText("Played 6:45 in all")).toBeTruthy();
    expect(screen.getByText("FINAL SCORE 45")).toBeTruthy();
    expect(screen.getByRole("button", { name: "RESTART" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "MAIN MENU" })).toBeTruthy();
    cleanup();
    show(45, true);
    expect(screen.getByRole("button", { name: "TAP TO RESTART" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "TAP FOR MENU" })).toBeTruthy();
  });

  test("a qualifying score asks for initials; save is disabled until something is typed", async () => {
    show(45);
    const save = (await screen.findByRole("button", { name: "Save" })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/YOUR INITIALS/), { target: { value: "   " } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/YOUR INITIALS/), { target: { value: " jp" } });
    fireEvent.click(save);
    expect(screen.getByText("1. JP")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(HIGH_SCORES_KEY) ?? "[]")[0]).toMatchObject({ score: 45, initials: "JP" });
  });

  test("a score below a full table only offers SHOW HIGH SCORES, and clearing asks first", async () => {
    localStorage.setItem(HIGH_SCORES_KEY, JSON.stringify(fiveScores));
    show(60);
    fireEvent.click(await screen.findByRole("button", { name: "SHOW HIGH SCORES" }));
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);

    const confirm = mock(() => false);
    window.confirm = confirm;
    fireEvent.click(screen.getByRole("button", { name: "Clear all high scores" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to clear all high scores?");
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    window.confirm = () => true;
    fireEvent.click(screen.getByRole("button", { name: "Clear all high scores" }));
    expect(screen.getByText("No high scores yet.")).toBeTruthy();
    expect(localStorage.getItem(HIGH_SCORES_KEY)).toBeNull();
  });

  test("a game-over image that fails to load is hidden", () => {
    show(0);
    fireEvent.error(screen.getByAltText("Game over"));
    expect(screen.queryByAltText("Game over")).toBeNull();
  });
});

describe("menu overlay", () => {
  test("texts, and the HOW TO PLAY box only on touch", () => {
    render(<MenuOverlay title="Gull-B-Gone" isTouch={false} onStart={noop} />);
    expect(screen.getByText("Clear the gulls from the Sistine Chapel!")).toBeTruthy();
    expect(screen.getByText("Complete all 4 levels to elect a new Pope!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Game" })).toBeTruthy();
    expect(screen.queryByText("HOW TO PLAY")).toBeNull();
    cleanup();
    render(<MenuOverlay title="Gull-B-Gone" isTouch onStart={noop} />);
    expect(screen.getByRole("button", { name: "TAP TO START" })).toBeTruthy();
    expect(screen.getByText("HOW TO PLAY")).toBeTruthy();
    expect(screen.getByText("Watch the yellow aiming circle")).toBeTruthy();
  });
});

describe("end screens", () => {
  test("a win shows the white-smoke picture, not GAME OVER; a loss shows GAME OVER", () => {
    render(<GameOverOverlay won score={120} timeLeft={0} played={480} isTouch={false} onRestart={noop} onMenu={noop} />);
    expect(screen.getByAltText("White smoke: a Pope is elected")).toBeTruthy();
    expect(screen.queryByAltText("Game over")).toBeNull();
    expect(screen.getByText("SCORE 120 TIME LEFT 0:00")).toBeTruthy();
    expect(screen.getByText("Played 8:00 in all")).toBeTruthy();
    cleanup();
    show(10);
    expect(screen.getByAltText("Game over")).toBeTruthy();
  });

  test("a score of 0 is not offered a place in the table", async () => {
    show(0);
    await screen.findByRole("button", { name: "SHOW HIGH SCORES" });
    expect(screen.queryByText(/NEW HIGH SCORE/)).toBeNull();
  });
});
