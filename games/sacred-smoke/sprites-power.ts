import { CARDINAL, GOLD, GOLD_DARK, circle, paint, type DrawContext } from "./draw-context.ts";
import type { PowerUpType } from "./state.ts";

/** Holy relic: a gold monstrance, a rayed sun with a white host on a stand. */
function relic(ctx: DrawContext): void {
  ctx.beginPath();
  ctx.moveTo(0.34, 0.9);
  ctx.lineTo(0.66, 0.9);
  ctx.lineTo(0.54, 0.8);
  ctx.lineTo(0.53, 0.6);
  ctx.lineTo(0.47, 0.6);
  ctx.lineTo(0.46, 0.8);
  ctx.closePath();
  paint(ctx, GOLD, GOLD_DARK, 0.025);
  ctx.beginPath();
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ctx.moveTo(0.5 + Math.cos(a) * 0.12, 0.38 + Math.sin(a) * 0.12);
    ctx.lineTo(0.5 + Math.cos(a) * 0.3, 0.38 + Math.sin(a) * 0.3);
  }
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 0.045;
  ctx.stroke();
  circle(ctx, 0.5, 0.38, 0.14);
  paint(ctx, GOLD, GOLD_DARK, 0.03);
  circle(ctx, 0.5, 0.38, 0.08);
  paint(ctx, "#ffffff");
}

/** Incense bomb: a thurible on three chains, with smoke curling out. */
function incense(ctx: DrawContext): void {
  ctx.beginPath();
  ctx.moveTo(0.5, 0.08);
  ctx.lineTo(0.32, 0.5);
  ctx.moveTo(0.5, 0.08);
  ctx.lineTo(0.5, 0.42);
  ctx.moveTo(0.5, 0.08);
  ctx.lineTo(0.68, 0.5);
  ctx.strokeStyle = GOLD_DARK;
  ctx.lineWidth = 0.025;
  ctx.stroke();
  ctx.beginPath(); // the domed lid
  ctx.ellipse(0.5, 0.52, 0.18, 0.12, 0, Math.PI, 0);
  ctx.closePath();
  paint(ctx, GOLD, GOLD_DARK, 0.03);
  ctx.beginPath(); // the bowl
  ctx.ellipse(0.5, 0.56, 0.22, 0.2, 0, 0, Math.PI);
  ctx.closePath();
  paint(ctx, GOLD, GOLD_DARK, 0.03);
  ctx.beginPath();
  ctx.moveTo(0.3, 0.45);
  ctx.bezierCurveTo(0.18, 0.38, 0.3, 0.3, 0.2, 0.2);
  ctx.moveTo(0.7, 0.45);
  ctx.bezierCurveTo(0.82, 0.38, 0.7, 0.3, 0.8, 0.2);
  ctx.strokeStyle = "#a9a39a";
  ctx.lineWidth = 0.04;
  ctx.stroke();
}

/** Papal ring: the gold Fisherman's Ring with a red stone on its bezel. */
function ring(ctx: DrawContext): void {
  ctx.beginPath();
  ctx.ellipse(0.5, 0.6, 0.22, 0.2, 0, 0, Math.PI * 2);
  ctx.strokeStyle = GOLD_DARK;
  ctx.lineWidth = 0.11;
  ctx.stroke();
  ctx.strokeStyle = GOLD;
  ctx.lineWidth = 0.07;
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(0.36, 0.26, 0.28, 0.18);
  paint(ctx, GOLD, GOLD_DARK, 0.03);
  ctx.beginPath();
  ctx.ellipse(0.5, 0.35, 0.09, 0.065, 0, 0, Math.PI * 2);
  paint(ctx, CARDINAL, "#5c1322", 0.02);
}

const DRAW: Record<PowerUpType, (ctx: DrawContext) => void> = {
  holy_relic: relic, incense_bomb: incense, papal_ring: ring,
};

/** A power-up with a pulsing golden halo so it stands out on the board. */
export function drawPowerUp(ctx: DrawContext, type: PowerUpType, timeMs: number): void {
  ctx.save();
  ctx.globalAlpha = 0.25 + 0.15 * Math.sin(timeMs / 200);
  circle(ctx, 0.5, 0.5, 0.47);
  paint(ctx, "#f5edd0");
  ctx.restore();
  DRAW[type](ctx);
}
