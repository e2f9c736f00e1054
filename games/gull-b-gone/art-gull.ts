/**
 * Gulls drawn with canvas paths inside their 48x40 box (art made for the
 * project, no image files): two wing frames in flight, folded wings and
 * legs when perched, and the grey poof when shot.
 */
import { circle, polygon, type Ctx2D } from "./context.ts";
import { BIRD_H, BIRD_W, POOF_FRAMES, type Bird } from "./state.ts";

const WHITE = "#f8fafc";
const GREY = "#94a3b8";
const DARK = "#1e293b";
const BEAK = "#f59e0b";
export const OUTLINE = "#475569";

/** Draws a gull facing right in its own box; the caller flips it for left. */
function gullBody(ctx: Ctx2D, perched: boolean): void {
  ctx.fillStyle = GREY;
  polygon(ctx, [[10, 22], [0, perched ? 26 : 18], [2, perched ? 32 : 26], [12, 27]]);
  ctx.fill();
  // A thin dark outline keeps a white gull visible against white smoke and pale sky.
  ctx.fillStyle = WHITE;
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.ellipse(24, perched ? 24 : 23, 16, perched ? 10 : 8, perched ? -0.2 : 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  circle(ctx, 37, perched ? 12 : 17, 7);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = BEAK;
  const by = perched ? 12 : 17;
  polygon(ctx, [[43, by - 2], [48, by + 1], [43, by + 2]]);
  ctx.fill();
  ctx.fillStyle = DARK;
  circle(ctx, 39, by - 2, 1.4);
  ctx.fill();
}

function wing(ctx: Ctx2D, frameIndex: 0 | 1): void {
  // Frame 0 has the wing raised, frame 1 lowered: two frames make the flap.
  const up = frameIndex === 0;
  const y = (v: number) => (up ? v : 44 - v);
  ctx.fillStyle = GREY;
  ctx.beginPath();
  ctx.moveTo(29, y(20));
  ctx.quadraticCurveTo(22, y(6), 8, y(1));
  ctx.quadraticCurveTo(12, y(12), 14, y(22));
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = DARK;
  polygon(ctx, [[8, y(1)], [16, y(4)], [10, y(9)]]);
  ctx.fill();
}

function foldedWingAndLegs(ctx: Ctx2D): void {
  ctx.fillStyle = GREY;
  ctx.beginPath();
  ctx.ellipse(20, 24, 12, 6, -0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = DARK;
  polygon(ctx, [[6, 26], [12, 23], [12, 29]]);
  ctx.fill();
  ctx.strokeStyle = BEAK;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(20, 33);
  ctx.lineTo(20, BIRD_H);
  ctx.moveTo(28, 33);
  ctx.lineTo(28, BIRD_H);
  ctx.stroke();
}

function poof(ctx: Ctx2D, progress: number): void {
  ctx.globalAlpha = Math.max(0, 1 - progress);
  ctx.fillStyle = "#e2e8f0";
  const r = 8 + progress * 14;
  for (const [dx, dy] of [[0, 0], [-12, -6], [12, -6], [-10, 8], [10, 8]] as const) {
    circle(ctx, BIRD_W / 2 + dx * (1 + progress), BIRD_H / 2 + dy * (1 + progress), r * 0.6);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** One bird at its box; `frame` is the game's step counter (for the poof). */
export function drawGull(ctx: Ctx2D, bird: Bird, frame: number): void {
  ctx.save();
  ctx.translate(bird.x, bird.y);
  if (bird.direction === "left") {
    ctx.translate(BIRD_W, 0);
    ctx.scale(-1, 1);
  }
  if (bird.isShot) {
    poof(ctx, Math.min(1, (frame - bird.poofStart) / POOF_FRAMES));
  } else if (bird.state === "perched") {
    gullBody(ctx, true);
    foldedWingAndLegs(ctx);
  } else {
    gullBody(ctx, false);
    wing(ctx, bird.frameIndex);
  }
  ctx.restore();
}
