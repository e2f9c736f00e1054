/**
 * HUD values as signals: the game reports changes through `onHud`, and only
 * the small components that read a value re-render, never the whole page.
 */
import { batch, signal, type Signal } from "@preact/signals-react";
import type { Hud } from "../../games/gull-b-gone/index.ts";

export type HudSignals = { [K in keyof Hud]: Signal<Hud[K]> };

export function createHudSignals(): HudSignals {
  return {
    phase: signal("menu"),
    score: signal(0),
    level: signal(1),
    timeLeft: signal(120),
    birdCount: signal(0),
    maxBirds: signal(70),
    elapsedSeconds: signal(0),
    paused: signal(false),
  };
}

export function applyHud(signals: HudSignals, hud: Hud): void {
  batch(() => {
    signals.phase.value = hud.phase;
    signals.score.value = hud.score;
    signals.level.value = hud.level;
    signals.timeLeft.value = hud.timeLeft;
    signals.birdCount.value = hud.birdCount;
    signals.maxBirds.value = hud.maxBirds;
    signals.elapsedSeconds.value = hud.elapsedSeconds;
    signals.paused.value = hud.paused;
  });
}

export type ProgressColor = "green" | "yellow" | "red";

/** Green while the roof is under half the losing count, yellow past half, red past 80 %. */
export function progressColor(count: number, max: number): ProgressColor {
  const ratio = max > 0 ? count / max : 1;
  if (ratio < 0.5) return "green";
  return ratio < 0.8 ? "yellow" : "red";
}

/** How full the roof is against this level's losing count, so a full bar always means the game is lost. */
export function progressPercent(count: number, max: number): number {
  if (max <= 0) return 100;
  return (Math.min(Math.max(count, 0), max) / max) * 100;
}

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
