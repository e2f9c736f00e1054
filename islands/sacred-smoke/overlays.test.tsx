import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { HudBar, PowerUpBadges } from "./hud-bar.tsx";
import { INITIAL_HUD, createGameModel } from "./model.ts";
import { GameOverlays } from "./overlays.tsx";

afterEach(cleanup);
const noop = () => {};

test("a win shows 'Habemus Papam!' with the vote count", () => {
  const model = createGameModel();
  render(<GameOverlays model={model} onStart={noop} onHowToPlay={noop} onResume={noop} />);
  act(() => { model.hud.value = { ...INITIAL_HUD, started: true, over: true, won: true, votes: 30 }; });
  const end = screen.getByTestId("end-overlay");
  expect(end.textContent).toContain("Habemus Papam!");
  expect(end.textContent).toContain("You've been elected as the new Pope with 30 votes!");
  expect(screen.getByRole("button", { name: "Play Again" })).toBeTruthy();
});

test("while playing there is no overlay; the HUD and badges follow the signals", () => {
  const model = createGameModel();
  render(
    <>
      <HudBar model={model} />
      <PowerUpBadges model={model} />
      <GameOverlays model={model} onStart={noop} onHowToPlay={noop} onResume={noop} />
    </>,
  );
  act(() => {
    model.hud.value = { ...INITIAL_HUD, started: true, votes: 12, secondsLeft: 75, holyRelic: true, papalRing: true, incenseBomb: true };
  });
  expect(screen.queryByTestId("start-overlay")).toBeNull();
  expect(screen.queryByTestId("end-overlay")).toBeNull();
  expect(screen.getByTestId("votes-counter").textContent).toBe("Votes: 12/30");
  expect(screen.getByTestId("conclave-clock").textContent).toContain("1:15");
  for (const label of ["Holy Relic Active", "Papal Ring Active", "Incense Bomb Used"]) expect(screen.getByText(label)).toBeTruthy();
});

test("a paused game shows Paused with Resume over the board", () => {
  const model = createGameModel();
  let resumed = 0;
  render(<GameOverlays model={model} onStart={noop} onHowToPlay={noop} onResume={() => { resumed += 1; }} />);
  act(() => { model.hud.value = { ...INITIAL_HUD, started: true, paused: true }; });
  const overlay = screen.getByTestId("paused-overlay");
  fireEvent.click(within(overlay).getByRole("button", { name: "Resume" }));
  expect(resumed).toBe(1);
});
