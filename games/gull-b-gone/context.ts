/**
 * The part of the 2D canvas context the renderer uses. Keeping it narrow
 * lets tests draw into a recording fake instead of a browser canvas.
 */
export type Ctx2D = Pick<
  CanvasRenderingContext2D,
  | "fillStyle"
  | "strokeStyle"
  | "lineWidth"
  | "lineCap"
  | "lineJoin"
  | "globalAlpha"
  | "font"
  | "textAlign"
  | "textBaseline"
  | "save"
  | "restore"
  | "translate"
  | "scale"
  | "setTransform"
  | "beginPath"
  | "closePath"
  | "moveTo"
  | "lineTo"
  | "quadraticCurveTo"
  | "arc"
  | "ellipse"
  | "rect"
  | "fill"
  | "stroke"
  | "fillRect"
  | "strokeRect"
  | "fillText"
>;

/** A full circle as a fresh path; used by every round shape. */
export function circle(ctx: Ctx2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

export function polygon(ctx: Ctx2D, points: readonly (readonly [number, number])[]): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}
