/**
 * The conclave clock: the losing rule added to the original game, which could
 * never end in 'Game Over'. Reach 30 votes before it runs out, or lose.
 *
 * Why 90 s: a simulated careless player (one tap per cell, never dodging
 * rivals; balance.test.ts) wins every seed at 0.45 s a cell (median 45 s),
 * about 70% at 0.8 s a cell and under a third at 1 s a cell. So a first-time
 * player can win with room to spare, while dawdling, rival hits and black
 * smoke really decide the game. 3 minutes could never be lost.
 */
export const DEFAULT_CLOCK_MS = 90_000;

/** "m:ss" for the HUD, rounding up so 0:00 only shows when time is truly up. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")}`;
}
