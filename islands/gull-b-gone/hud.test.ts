import { describe, expect, test } from "bun:test";
import { applyHud, createHudSignals, formatClock, progressColor, progressPercent } from "./hud.ts";

describe("HUD helpers", () => {
  test("the bird bar goes green, yellow, red as the level's limit nears", () => {
    expect(progressColor(0, 70)).toBe("green");
    expect(progressColor(34, 70)).toBe("green");
    expect(progressColor(35, 70)).toBe("yellow");
    expect(progressColor(55, 70)).toBe("yellow");
    expect(progressColor(56, 70)).toBe("red");
    expect(progressColor(32, 40)).toBe("red");
  });

  test("the bar is scaled to the level's losing count: full means lost at every level", () => {
    expect(progressPercent(35, 70)).toBe(50);
    expect(progressPercent(70, 70)).toBe(100);
    expect(progressPercent(40, 40)).toBe(100);
    expect(progressPercent(20, 40)).toBe(50);
    expect(progressPercent(90, 70)).toBe(100);
    expect(progressPercent(-1, 70)).toBe(0);
  });

  test("the clock shows minutes and seconds", () => {
    expect(formatClock(120)).toBe("2:00");
    expect(formatClock(29)).toBe("0:29");
  });

  test("applyHud copies every value into its signal", () => {
    const hud = createHudSignals();
    applyHud(hud, { phase: "playing", score: 25, level: 2, timeLeft: 90, birdCount: 3, maxBirds: 60, elapsedSeconds: 150, paused: true });
    expect([hud.phase.value, hud.score.value, hud.level.value, hud.maxBirds.value, hud.paused.value]).toEqual(["playing", 25, 2, 60, true]);
  });
});
