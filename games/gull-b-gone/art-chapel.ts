/**
 * The backdrop, drawn with canvas paths: Roman sky with St Peter's dome far
 * away, the Sistine Chapel's brick flank with its battlements and arched
 * windows, the low roof whose ridge the gulls perch on, and the stove
 * chimney with its black or white smoke.
 */
import { circle, polygon, type Ctx2D } from "./context.ts";
import { HEIGHT, ROOF, WIDTH } from "./state.ts";

const WALL_TOP = ROOF.ridgeY + 22;
export const CHIMNEY_TOP = ROOF.ridgeY - 95;

function sky(ctx: Ctx2D): void {
  const bands = ["#7fb2dc", "#8fbde2", "#a0c8e8", "#b3d3ec", "#c7def0"];
  const h = WALL_TOP / bands.length;
  bands.forEach((color, i) => {
    ctx.fillStyle = color;
    ctx.fillRect(0, i * h, WIDTH, h + 1);
  });
  ctx.fillStyle = "#ffffff";
  ctx.globalAlpha = 0.7;
  for (const [x, y] of [[150, 80], [470, 60], [660, 120]] as const) {
    ctx.beginPath();
    ctx.ellipse(x, y, 50, 14, 0, 0, Math.PI * 2);
    ctx.ellipse(x + 30, y - 8, 28, 14, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  // St Peter's dome on the horizon, pale with distance.
  ctx.fillStyle = "#9db3c8";
  ctx.beginPath();
  ctx.ellipse(190, WALL_TOP - 40, 70, 75, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillRect(120, WALL_TOP - 40, 140, 40);
  ctx.fillRect(185, WALL_TOP - 135, 10, 25);
}

function wall(ctx: Ctx2D): void {
  // The Vatican courtyard stone around the chapel.
  ctx.fillStyle = "#d9cbb0";
  ctx.fillRect(0, WALL_TOP, WIDTH, HEIGHT - WALL_TOP);
  ctx.fillStyle = "#c4825a";
  ctx.fillRect(ROOF.left, WALL_TOP, ROOF.right - ROOF.left, HEIGHT - WALL_TOP);
  ctx.fillStyle = "#a86a47";
  ctx.fillRect(ROOF.left, HEIGHT - 40, ROOF.right - ROOF.left, 40);
  ctx.fillStyle = "#e8d8b8";
  ctx.fillRect(ROOF.left, WALL_TOP + 16, ROOF.right - ROOF.left, 6);
  ctx.fillStyle = "#3b2f2a";
  for (let i = 0; i < 6; i++) {
    const x = ROOF.left + 60 + i * 115;
    ctx.beginPath();
    ctx.moveTo(x, 500);
    ctx.lineTo(x, 430);
    ctx.arc(x + 20, 430, 20, Math.PI, 0);
    ctx.lineTo(x + 40, 500);
    ctx.closePath();
    ctx.fill();
  }
}

function roof(ctx: Ctx2D): void {
  ctx.fillStyle = "#9c4a2f";
  polygon(ctx, [
    [ROOF.left - 10, WALL_TOP], [ROOF.left + 20, ROOF.ridgeY],
    [ROOF.right - 20, ROOF.ridgeY], [ROOF.right + 10, WALL_TOP],
  ]);
  ctx.fill();
  // Battlements along the top of the wall, as on the real chapel.
  ctx.fillStyle = "#b8764f";
  for (let x = ROOF.left; x < ROOF.right; x += 24) ctx.fillRect(x, WALL_TOP - 8, 14, 16);
}

function chimney(ctx: Ctx2D): void {
  ctx.fillStyle = "#5b6470";
  ctx.fillRect(ROOF.chimneyX - 4, CHIMNEY_TOP, 8, ROOF.ridgeY - CHIMNEY_TOP + 2);
  ctx.fillStyle = "#3f4650";
  ctx.fillRect(ROOF.chimneyX - 8, CHIMNEY_TOP - 6, 16, 7);
  ctx.fillRect(ROOF.chimneyX - 12, ROOF.ridgeY - 4, 24, 8);
}

export function drawChapel(ctx: Ctx2D): void {
  sky(ctx);
  wall(ctx);
  roof(ctx);
  chimney(ctx);
}

/**
 * Puffs rising from the chimney; positions follow the step counter so the
 * drawing stays a pure function of the state.
 */
export const SMOKE_BLACK = "#27272a";
export const SMOKE_WHITE = "#f1f5f9";

export function drawSmoke(ctx: Ctx2D, color: "black" | "white", frame: number, puffs = 8): void {
  const life = 180;
  ctx.fillStyle = color === "black" ? SMOKE_BLACK : SMOKE_WHITE;
  for (let i = 0; i < puffs; i++) {
    const age = (frame + (i * life) / puffs) % life;
    const t = age / life;
    ctx.globalAlpha = 0.85 * (1 - t);
    const x = ROOF.chimneyX + Math.sin(age / 14 + i) * 6 + t * 60;
    circle(ctx, x, CHIMNEY_TOP - 8 - t * 200, 8 + t * 30);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
