import { expect, test } from "bun:test";
import { formatClock } from "./clock.ts";
import { quietGame } from "./fixtures.ts";
import { hudOf, sameHud } from "./hud.ts";

test("the HUD shows votes, whole seconds left and the badges", () => {
  const hud = hudOf(quietGame({ totalVotes: 12, timeLeftMs: 61_001, activePowerUps: { holyRelic: 1, incenseBomb: 0, papalRing: 3 } }));
  expect(hud).toEqual({
    votes: 12, secondsLeft: 62, holyRelic: true, papalRing: true, incenseBomb: false, started: true, over: false, won: false, paused: false,
  });
  expect(sameHud(hud, { ...hud })).toBe(true);
  expect(sameHud(hud, { ...hud, secondsLeft: 61 })).toBe(false);
});

test("the clock reads m:ss and rounds up", () => {
  expect([90_000, 61_001, 59_000, 400, 0, -5].map(formatClock)).toEqual(["1:30", "1:02", "0:59", "0:01", "0:00", "0:00"]);
});
