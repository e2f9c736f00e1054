/**
 * Draws one game state on the 800x600 logical canvas. Reads the state only;
 * the caller sets any device-pixel scale before calling.
 */
import { drawChapel, drawSmoke, CHIMNEY_TOP } from "./art-chapel.ts";
import { drawGull } from "./art-gull.ts";
import { circle, type Ctx2D } from "./context.ts";
import {
  HEIGHT,
  ROOF,
  WIDTH,
  flashFrames,
  isGameOver,
  isLastLevel,
  papamSmokeVisible,
  type Bird,
  type GameState,
} from "./state.ts";

export const WARNING_TEXT = "White smoke! Finish before a Pope is elected!";
export const PAPAM_TEXT = "Habemus Papam!";
export const levelCompleteText = (level: number): string => `Level ${level + 1} Complete!`;

/**
 * The words drawn on the canvas. The host passes them in the page's language; the game
 * imports no messages, so its drawing stays testable with the recording context alone.
 */
export interface CanvasTexts {
  warning: string;
  papam: string;
  /** `level` is the 0-based index the state holds. */
  levelComplete: (level: number) => string;
  whiteSmokeRises: string;
  blackSmoke: string;
}

export const ENGLISH_TEXTS: CanvasTexts = {
  warning: WARNING_TEXT,
  papam: PAPAM_TEXT,
  levelComplete: levelCompleteText,
  whiteSmokeRises: "White smoke rises...",
  blackSmoke: "Black smoke: no Pope yet.",
};

/** Three gulls resting on the roof behind the menu. */
const MENU_GULLS: Bird[] = [120, 330, 640].map((x, i) => ({
  id: i, x, y: ROOF.ridgeY - 40, targetX: x, targetY: ROOF.ridgeY - 40, speedX: 0, speedY: 0,
  state: "perched", direction: i === 1 ? "left" : "right", frameIndex: 0,
  isShot: false, showPoof: false, poofStart: 0,
}));

/** `maxWidth` squeezes a longer translation into the space the English words were laid out for. */
function text(ctx: Ctx2D, value: string, x: number, y: number, size: number, color: string, maxWidth: number): void {
  ctx.font = `bold ${size}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = color;
  ctx.fillText(value, x, y, maxWidth);
}

function warningBanner(ctx: Ctx2D, texts: CanvasTexts): void {
  ctx.globalAlpha = 0.75;
  ctx.fillStyle = "#0f172a";
  ctx.fillRect(60, 18, WIDTH - 120, 44);
  ctx.globalAlpha = 1;
  text(ctx, texts.warning, WIDTH / 2, 40, 22, "#ffffff", WIDTH - 140);
}

function levelComplete(ctx: Ctx2D, state: GameState, texts: CanvasTexts): void {
  const last = isLastLevel(state.level);
  ctx.fillStyle = last ? "#ffffff" : "#000000";
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const ink = last ? "#111827" : "#ffffff";
  text(ctx, texts.levelComplete(state.level), WIDTH / 2, HEIGHT / 2 - 20, 48, ink, WIDTH - 40);
  text(ctx, last ? texts.whiteSmokeRises : texts.blackSmoke, WIDTH / 2, HEIGHT / 2 + 36, 22, ink, WIDTH - 40);
}

function speechBubble(ctx: Ctx2D, texts: CanvasTexts): void {
  const x = ROOF.chimneyX - 330;
  const y = CHIMNEY_TOP - 150;
  ctx.fillStyle = "#ffffff";
  ctx.strokeStyle = "#7c2d12";
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.ellipse(x + 140, y + 40, 175, 50, 0, 0, Math.PI * 2);
  ctx.moveTo(x + 230, y + 75);
  ctx.lineTo(ROOF.chimneyX - 30, CHIMNEY_TOP - 30);
  ctx.lineTo(x + 190, y + 84);
  ctx.fill();
  ctx.stroke();
  text(ctx, texts.papam, x + 140, y + 40, 34, "#991b1b", 320);
}

function aim(ctx: Ctx2D, state: GameState): void {
  if (!state.aim) return;
  const { x, y } = state.aim;
  ctx.lineWidth = 3;
  // Touch players see a yellow circle, since their finger hides the point.
  ctx.strokeStyle = state.config.isTouch ? "#facc15" : "#dc2626";
  circle(ctx, x, y, state.config.isTouch ? 30 : 16);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - 24, y);
  ctx.lineTo(x + 24, y);
  ctx.moveTo(x, y - 24);
  ctx.lineTo(x, y + 24);
  ctx.stroke();
}

function flash(ctx: Ctx2D, state: GameState): void {
  if (!state.flash) return;
  const t = state.flash.framesLeft / flashFrames(state.config);
  ctx.globalAlpha = t;
  ctx.fillStyle = "#fde68a";
  circle(ctx, state.flash.x, state.flash.y, 10 + (1 - t) * 20);
  ctx.fill();
  ctx.globalAlpha = 1;
}

export function render(ctx: Ctx2D, state: GameState, texts: CanvasTexts = ENGLISH_TEXTS): void {
  if (state.phase === "level-complete") {
    levelComplete(ctx, state, texts);
    return;
  }
  drawChapel(ctx);
  if (state.phase === "menu") MENU_GULLS.forEach((b) => drawGull(ctx, b, state.frame));
  if (state.phase === "habemus-papam") {
    if (papamSmokeVisible(state)) {
      drawSmoke(ctx, "white", state.phaseFrame, 14);
      speechBubble(ctx, texts);
    }
    return;
  }
  // Smoke rises behind the gulls, so white gulls stay visible against the white smoke.
  if (state.phase === "playing") drawSmoke(ctx, state.smokeWarning ? "white" : "black", state.frame, state.smokeWarning ? 10 : 5);
  for (const bird of state.birds) drawGull(ctx, bird, state.frame);
  if (state.phase === "playing") {
    if (state.smokeWarning) warningBanner(ctx, texts);
    flash(ctx, state);
    aim(ctx, state);
  }
  if (isGameOver(state.phase)) {
    ctx.globalAlpha = 0.45;
    ctx.fillStyle = "#000000";
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    ctx.globalAlpha = 1;
  }
}

/**
 * Sizes the canvas backing store for the screen's pixel density and
 * returns a draw function in logical 800x600 units.
 */
export function canvasRenderer(canvas: HTMLCanvasElement, texts: CanvasTexts = ENGLISH_TEXTS): (state: GameState) => void {
  const dpr = Math.min(globalThis.devicePixelRatio || 1, 2);
  canvas.width = WIDTH * dpr;
  canvas.height = HEIGHT * dpr;
  const ctx = canvas.getContext("2d");
  if (!ctx) return () => {};
  return (state) => {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    render(ctx, state, texts);
  };
}
