import { CARDINAL, INK, circle, paint, type DrawContext } from "./draw-context.ts";

/** A folded ballot ("Eligo in Summum Pontificem") with writing lines and a red seal. */
export function drawVote(ctx: DrawContext): void {
  ctx.save();
  ctx.translate(0.5, 0.5);
  ctx.rotate(-0.12);
  ctx.beginPath();
  ctx.rect(-0.22, -0.27, 0.44, 0.54);
  paint(ctx, "#ffffff", "#5b5650", 0.03);
  ctx.beginPath();
  for (const y of [-0.15, -0.06, 0.03]) {
    ctx.moveTo(-0.14, y);
    ctx.lineTo(0.14, y);
  }
  ctx.strokeStyle = "#8a847c";
  ctx.lineWidth = 0.025;
  ctx.stroke();
  circle(ctx, 0.08, 0.16, 0.065);
  paint(ctx, CARDINAL);
  ctx.restore();
}

/** A puff of smoke: overlapping round clouds that drift up and down with time. */
export function drawSmoke(ctx: DrawContext, type: "white" | "black", timeMs: number): void {
  const bob = Math.sin(timeMs / 350) * 0.03;
  const fill = type === "white" ? "#ffffff" : "#2b2826";
  const edge = type === "white" ? "#a9a39a" : "#000000";
  const puffs: [number, number, number][] = [
    [0.32, 0.62, 0.15], [0.5, 0.5, 0.2], [0.68, 0.6, 0.15], [0.42, 0.34, 0.13], [0.6, 0.3, 0.11],
  ];
  for (const [x, y, r] of puffs) {
    circle(ctx, x, y + bob, r);
    paint(ctx, fill, edge, 0.035);
  }
  for (const [x, y, r] of puffs) {
    circle(ctx, x, y + bob, r - 0.02); // repaint the fill so the outlines only show outside
    paint(ctx, fill);
  }
}

/** A scandal: a jagged red-and-yellow burst with a "!" that fades as it expires. */
export function drawScandal(ctx: DrawContext, leftMs: number): void {
  ctx.save();
  ctx.globalAlpha = Math.min(1, 0.35 + leftMs / 1500);
  ctx.beginPath();
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    const r = i % 2 === 0 ? 0.46 : 0.3;
    const x = 0.5 + Math.cos(a) * r;
    const y = 0.5 + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  paint(ctx, "#f7d038", "#c9334a", 0.04);
  ctx.fillStyle = INK;
  ctx.fillRect(0.46, 0.27, 0.08, 0.3);
  circle(ctx, 0.5, 0.68, 0.05);
  paint(ctx, INK);
  ctx.restore();
}
