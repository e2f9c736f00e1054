import { afterEach, expect, test } from "bun:test";
import { act, cleanup, render, screen } from "@testing-library/react";
import { HudBar, PowerUpBadges } from "./hud-bar.tsx";
import { INITIAL_HUD, createGameModel } from "./model.ts";
import { GameOverlays } from "./overlays.tsx";

afterEach(cleanup);
const noop = () => {};

test("a win shows 'Habemus Papam!' with the vote count", () => {
  const model = createGameModel();
  render(<GameOverlays model={model} onStart={noop} onHowToPlay={noop} />);
  act(() => { model.hud.value = { ...INITIAL_HUD, started: true, over: true, won: true, votes: 31 }; });
  const end = screen.getByTestId("end-overlay");
  expect(end.textContent).toContain("Habemus Papam!");
  expect(end.textContent).toContain("You've been elected as the new Pope with 31 votes!");
  expect(screen.getByRole("button", { name: "Play Again" })).toBeTruthy();
});

test("while playing there is no overlay; the HUD and badges follow the signals", () => {
  const model = createGameModel();
  render(
    <>
      <HudBar model={model} />
      <PowerUpBadges model={model} />
      <GameOverlays model={model} onStart={noop} onHowToPlay={noop} />
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
