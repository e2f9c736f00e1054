import { BOARD_PX, CELL_PX, GRID } from "./constants.ts";
import { GOLD, PARCHMENT, PARCHMENT_DARK, circle, type DrawContext } from "./draw-context.ts";
import { drawPlayer, drawRival } from "./sprites-people.ts";
import { drawScandal, drawSmoke, drawVote } from "./sprites-items.ts";
import { drawPowerUp } from "./sprites-power.ts";
import type { Cell, GameState } from "./state.ts";

/** Draws `sprite` in the unit square of cell `c` (sprites work in 0..1 units). */
function inCell(ctx: DrawContext, c: Cell, cell: number, sprite: () => void): void {
  ctx.save();
  ctx.translate(c.x * cell, c.y * cell);
  ctx.scale(cell, cell);
  sprite();
  ctx.restore();
}

/** A chequered chapel floor in the site's parchment tones. */
function drawBoard(ctx: DrawContext, cell: number): void {
  ctx.fillStyle = PARCHMENT;
  ctx.fillRect(0, 0, GRID * cell, GRID * cell);
  ctx.fillStyle = PARCHMENT_DARK;
  for (let y = 0; y < GRID; y++) {
    for (let x = (y % 2); x < GRID; x += 2) ctx.fillRect(x * cell, y * cell, cell, cell);
  }
}

/** Halos around the player for each power-up in force: gold (relic), red (ring), grey (incense). */
function drawAuras(ctx: DrawContext, s: GameState): void {
  const rings: [number, string][] = [
    [s.activePowerUps.holyRelic, GOLD], [s.activePowerUps.papalRing, "#c9334a"], [s.activePowerUps.incenseBomb, "#a9a39a"],
  ];
  rings.forEach(([left, colour], i) => {
    if (left <= 0) return;
    circle(ctx, 0.5, 0.52, 0.46 - i * 0.05);
    ctx.save();
    ctx.globalAlpha = left < 1000 ? 0.5 : 1; // dims in its last second as a warning
    ctx.strokeStyle = colour;
    ctx.lineWidth = 0.04;
    ctx.stroke();
    ctx.restore();
  });
}

/** Draws one state; reads nothing but the state, so it can be tested with a recording context. */
export function render(ctx: DrawContext, s: GameState, cell = CELL_PX): void {
  const t = s.elapsedMs;
  drawBoard(ctx, cell);
  for (const x of s.scandals) inCell(ctx, x, cell, () => drawScandal(ctx, x.expiresAtMs - t));
  for (const v of s.votes) inCell(ctx, v, cell, () => drawVote(ctx));
  for (const m of s.smokes) inCell(ctx, m, cell, () => drawSmoke(ctx, m.type, t + m.x * 97));
  for (const u of s.powerUps) inCell(ctx, u, cell, () => drawPowerUp(ctx, u.type, t));
  for (const r of s.rivals) inCell(ctx, r, cell, () => drawRival(ctx));
  inCell(ctx, s.player, cell, () => {
    drawAuras(ctx, s);
    drawPlayer(ctx);
  });
}

/** Sizes the canvas backing store for the screen's pixel density; CSS scales it to fit. */
export function setupCanvas(canvas: HTMLCanvasElement, dpr = globalThis.devicePixelRatio || 1): CanvasRenderingContext2D {
  canvas.width = BOARD_PX * dpr;
  canvas.height = BOARD_PX * dpr;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Sacred Smoke needs a 2D canvas");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}
