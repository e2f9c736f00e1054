/**
 * Pointer input as intents: a mouse aims by moving and shoots by clicking;
 * a finger aims by dragging (the yellow circle follows it) and shoots by
 * tapping. Points are mapped from the scaled canvas to the 800x600 logic.
 */
import { HEIGHT, WIDTH, type Intent, type Point } from "./state.ts";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A touch shorter and stiller than this is a tap, anything else a drag. */
export const TAP_MAX_MOVE_PX = 10;
export const TAP_MAX_MS = 400;

/**
 * Scale and offset of the drawing inside the element. The canvas keeps its
 * aspect (object-fit: contain in full screen), so a wider box letterboxes.
 */
function fit(box: Box): { scale: number; x: number; y: number } {
  const scale = Math.min(box.width / WIDTH, box.height / HEIGHT) || 1;
  return {
    scale,
    x: box.left + (box.width - WIDTH * scale) / 2,
    y: box.top + (box.height - HEIGHT * scale) / 2,
  };
}

/**
 * `rotated`: the canvas is turned a quarter clockwise (Big Mode on an upright
 * phone), so `box`, the on-screen rectangle, is the canvas's height wide and
 * its width tall; its own left edge runs along the screen's top.
 */
export function toLogical(clientX: number, clientY: number, box: Box, rotated = false): Point {
  if (rotated) return toLogical(clientY - box.top, box.left + box.width - clientX, unturned(box));
  const f = fit(box);
  return { x: (clientX - f.x) / f.scale, y: (clientY - f.y) / f.scale };
}

/** The inverse of toLogical: where on the page a logical point is (for browser tests). */
export function toClient(point: Point, box: Box, rotated = false): Point {
  if (rotated) {
    const p = toClient(point, unturned(box));
    return { x: box.left + box.width - p.y, y: box.top + p.x };
  }
  const f = fit(box);
  return { x: f.x + point.x * f.scale, y: f.y + point.y * f.scale };
}

const unturned = (box: Box): Box => ({ left: 0, top: 0, width: box.height, height: box.width });

/** The host marks a canvas it has turned for an upright phone. */
const isRotated = (canvas: HTMLCanvasElement) => canvas.dataset?.rotated === "true";

/** Page coordinates of a logical point on this canvas as it is shown now. */
export const canvasToClient = (canvas: HTMLCanvasElement, point: Point): Point =>
  toClient(point, canvas.getBoundingClientRect(), isRotated(canvas));

export interface TouchStart {
  x: number;
  y: number;
  time: number;
}

export function isTap(start: TouchStart, endX: number, endY: number, endTime: number): boolean {
  const moved = Math.hypot(endX - start.x, endY - start.y);
  return moved <= TAP_MAX_MOVE_PX && endTime - start.time <= TAP_MAX_MS;
}

/** Listens on the canvas and reports intents; returns the function that stops listening. */
export function attachInput(canvas: HTMLCanvasElement, onIntent: (intent: Intent) => void): () => void {
  let touch: TouchStart | null = null;
  const at = (e: PointerEvent) => toLogical(e.clientX, e.clientY, canvas.getBoundingClientRect(), isRotated(canvas));

  const down = (e: PointerEvent) => {
    const p = at(e);
    if (e.pointerType === "touch") {
      touch = { x: e.clientX, y: e.clientY, time: e.timeStamp };
      onIntent({ type: "aim", ...p });
    } else if (e.button === 0) {
      onIntent({ type: "shoot", ...p });
    }
  };
  const move = (e: PointerEvent) => {
    if (e.pointerType !== "touch" || touch) onIntent({ type: "aim", ...at(e) });
  };
  const up = (e: PointerEvent) => {
    if (e.pointerType !== "touch" || !touch) return;
    if (isTap(touch, e.clientX, e.clientY, e.timeStamp)) onIntent({ type: "shoot", ...at(e) });
    touch = null;
  };
  const cancel = () => {
    touch = null;
  };

  // Without this the browser would scroll or zoom while the player drags.
  canvas.style.touchAction = "none";
  canvas.addEventListener("pointerdown", down);
  canvas.addEventListener("pointermove", move);
  canvas.addEventListener("pointerup", up);
  canvas.addEventListener("pointercancel", cancel);
  return () => {
    canvas.removeEventListener("pointerdown", down);
    canvas.removeEventListener("pointermove", move);
    canvas.removeEventListener("pointerup", up);
    canvas.removeEventListener("pointercancel", cancel);
  };
}

/** Key P toggles pause; a hidden tab (another tab, a locked phone) pauses. Returns the function that stops listening. */
export function attachPauseTriggers(onIntent: (intent: Intent) => void): () => void {
  const key = (e: KeyboardEvent) => {
    if (e.key !== "p" && e.key !== "P") return;
    const target = e.target as HTMLElement | null;
    // Typing initials or a name must not pause the game.
    if (target?.closest?.("input, textarea, select, [contenteditable=true]")) return;
    onIntent({ type: "toggle-pause" });
  };
  const visibility = () => {
    if (document.visibilityState === "hidden") onIntent({ type: "pause" });
  };
  window.addEventListener("keydown", key);
  document.addEventListener("visibilitychange", visibility);
  return () => {
    window.removeEventListener("keydown", key);
    document.removeEventListener("visibilitychange", visibility);
  };
}
