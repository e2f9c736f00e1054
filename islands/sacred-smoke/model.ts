/**
 * The page's live state as signals, so the HUD updates without re-rendering
 * the page: only the small components that read a signal re-render.
 */
import { signal } from "@preact/signals-react";
import { DEFAULT_CLOCK_MS } from "../../games/sacred-smoke/clock.ts";
import type { Hud } from "../../games/sacred-smoke/index.ts";

export const INITIAL_HUD: Hud = {
  votes: 0, secondsLeft: DEFAULT_CLOCK_MS / 1000, holyRelic: false, papalRing: false, incenseBomb: false,
  started: false, over: false, won: false, paused: false,
};

export function createGameModel() {
  return {
    hud: signal<Hud>(INITIAL_HUD),
    highScore: signal(0),
    trivia: signal<string | null>(null),
  };
}

export type GameModel = ReturnType<typeof createGameModel>;
