import type { GameState } from "./state.ts";

/** What the host page shows around the board; changes a few times a second at most. */
export interface Hud {
  votes: number;
  /** Whole seconds left on the conclave clock, rounded up. */
  secondsLeft: number;
  holyRelic: boolean;
  papalRing: boolean;
  incenseBomb: boolean;
  started: boolean;
  over: boolean;
  won: boolean;
  paused: boolean;
}

export function hudOf(s: GameState): Hud {
  return {
    votes: s.totalVotes,
    secondsLeft: Math.ceil(s.timeLeftMs / 1000),
    holyRelic: s.activePowerUps.holyRelic > 0,
    papalRing: s.activePowerUps.papalRing > 0,
    incenseBomb: s.activePowerUps.incenseBomb > 0,
    started: s.gameStarted,
    over: s.gameOver,
    won: s.gameWon,
    paused: s.paused,
  };
}

export function sameHud(a: Hud, b: Hud): boolean {
  return (Object.keys(a) as (keyof Hud)[]).every((k) => a[k] === b[k]);
}
