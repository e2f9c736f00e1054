import { CARDINAL, CARDINAL_DARK, GOLD, INK, SKIN, circle, paint, type DrawContext } from "./draw-context.ts";

/** A robed figure in a unit cell; the robe colour tells the player from a rival. */
function figure(ctx: DrawContext, robe: string, trim: string, cap: string): void {
  ctx.beginPath(); // cassock: a bell from the shoulders to the floor
  ctx.moveTo(0.38, 0.42);
  ctx.quadraticCurveTo(0.2, 0.7, 0.18, 0.93);
  ctx.lineTo(0.82, 0.93);
  ctx.quadraticCurveTo(0.8, 0.7, 0.62, 0.42);
  ctx.closePath();
  paint(ctx, robe, trim, 0.035);
  ctx.beginPath(); // mozzetta: the short shoulder cape
  ctx.ellipse(0.5, 0.47, 0.2, 0.1, 0, 0, Math.PI * 2);
  paint(ctx, robe, trim, 0.03);
  circle(ctx, 0.5, 0.3, 0.14); // face
  paint(ctx, SKIN, trim, 0.025);
  ctx.beginPath(); // zucchetto: the skullcap on the crown
  ctx.ellipse(0.5, 0.22, 0.12, 0.08, 0, Math.PI, 0);
  ctx.closePath();
  paint(ctx, cap, trim, 0.025);
  circle(ctx, 0.45, 0.31, 0.018);
  paint(ctx, INK);
  circle(ctx, 0.55, 0.31, 0.018);
  paint(ctx, INK);
}

/** The player: a cardinal in scarlet with a red zucchetto and a gold pectoral cross. */
export function drawPlayer(ctx: DrawContext): void {
  figure(ctx, CARDINAL, CARDINAL_DARK, CARDINAL);
  ctx.fillStyle = GOLD;
  ctx.fillRect(0.485, 0.55, 0.03, 0.16);
  ctx.fillRect(0.445, 0.59, 0.11, 0.03);
  ctx.beginPath(); // a content smile
  ctx.arc(0.5, 0.34, 0.05, 0.2 * Math.PI, 0.8 * Math.PI);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.02;
  ctx.stroke();
}

/** A rival: a scheming figure in violet and black, frowning. */
export function drawRival(ctx: DrawContext): void {
  figure(ctx, "#5b2a86", "#1f1c1a", "#2d1543");
  ctx.beginPath(); // slanted brows and a frown
  ctx.moveTo(0.41, 0.26);
  ctx.lineTo(0.48, 0.29);
  ctx.moveTo(0.59, 0.26);
  ctx.lineTo(0.52, 0.29);
  ctx.moveTo(0.45, 0.38);
  ctx.quadraticCurveTo(0.5, 0.34, 0.55, 0.38);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 0.025;
  ctx.stroke();
  ctx.fillStyle = INK; // a black sash at the waist
  ctx.fillRect(0.29, 0.64, 0.42, 0.05);
}
