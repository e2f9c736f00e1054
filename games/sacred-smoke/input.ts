import { PAD_RELEASE_MS, SWIPE_THRESHOLD_PX } from "./constants.ts";
import type { Dir, Move } from "./state.ts";

/** Everything a player can do, as data. */
export type Intent =
  | { type: "press"; dir: Move; source: "key" | "swipe" }
  | { type: "release"; dir: Move | null; source: "key" | "swipe" }
  | { type: "tap"; dir: Move } // on-screen pad button
  | { type: "clear" }; // the window lost focus: let go of everything

/**
 * Which directions are held right now. `pressed` is the last key pressed and
 * not yet seen by a step: a tap shorter than one step still moves once.
 */
export interface Held { keys: Move[]; swipe: Move | null; pad: Move | null; padUntilMs: number; pressed: Move | null }
export const NO_INPUT: Held = { keys: [], swipe: null, pad: null, padUntilMs: 0, pressed: null };

/** After a step has used the input, a pressed key counts only while it is still held. */
export const afterStep = (h: Held): Held => (h.pressed ? { ...h, pressed: null } : h);

export function applyIntent(h: Held, intent: Intent, nowMs: number): Held {
  switch (intent.type) {
    case "press":
      if (intent.source === "swipe") return { ...h, swipe: intent.dir };
      return { ...h, keys: [...h.keys.filter((k) => k !== intent.dir), intent.dir], pressed: intent.dir };
    case "release":
      if (intent.source === "swipe") return { ...h, swipe: null };
      return { ...h, keys: h.keys.filter((k) => k !== intent.dir) };
    case "tap":
      return { ...h, pad: intent.dir, padUntilMs: nowMs + PAD_RELEASE_MS };
    case "clear":
      return NO_INPUT;
  }
}

/** The direction to step with: the latest key, else a key tapped since the last step, else the swipe, else a pad tap not yet released. */
export function heldDir(h: Held, nowMs: number): Dir {
  const key = h.keys[h.keys.length - 1] ?? h.pressed;
  if (key) return key;
  if (h.swipe) return h.swipe;
  return h.pad && nowMs < h.padUntilMs ? h.pad : "none";
}

const KEYS: Record<string, Move> = {
  ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right",
  w: "up", s: "down", a: "left", d: "right",
};
// Physical WASD too, so ZQSD on a French keyboard works the same.
const CODES: Record<string, Move> = { KeyW: "up", KeyS: "down", KeyA: "left", KeyD: "right" };

/** Arrow keys and WASD. */
export function keyToDir(key: string, code = ""): Move | null {
  return KEYS[key] ?? KEYS[key.toLowerCase()] ?? CODES[code] ?? null;
}

/** The direction of a drag once it passes the threshold on its longer axis. */
export function swipeDir(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): Move | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}
