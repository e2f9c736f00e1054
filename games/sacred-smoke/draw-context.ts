/**
 * The part of CanvasRenderingContext2D the renderer uses. A real 2D context
 * satisfies it; tests pass a recording fake instead.
 */
export interface DrawContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  globalAlpha: number;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
  rotate(angle: number): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number, ccw?: boolean): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number, ccw?: boolean): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
}

/** Fills and outlines the current path in one go. */
export function paint(ctx: DrawContext, fill: string, stroke?: string, width = 0.03): void {
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

export function circle(ctx: DrawContext, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

/** Colours from the site palette (uno.config.ts), so the board matches the page. */
export const INK = "#1f1c1a";
export const CARDINAL = "#ad1f38";
export const CARDINAL_DARK = "#5c1322";
export const GOLD = "#d4aa45";
export const GOLD_DARK = "#835721";
export const PARCHMENT = "#f8f5ee";
export const PARCHMENT_DARK = "#efe9dc";
export const SKIN = "#f1c9a5";
