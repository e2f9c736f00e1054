import { keyToDir, swipeDir, type Intent } from "./input.ts";

interface Sources { keys: EventTarget; pointer: EventTarget }

/** Shortcuts (Ctrl+D) and typing in a field are never taken over by the game. */
function notForGame(k: KeyboardEvent): boolean {
  const el = k.target as { tagName?: string; isContentEditable?: boolean } | null;
  return k.ctrlKey || k.metaKey || k.altKey || !!el?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el?.tagName ?? "");
}

/**
 * Turns keyboard and pointer events into intents. Keys are only captured
 * (scrolling prevented) while `active()` holds, so the page scrolls otherwise.
 * Returns a function that removes every listener.
 */
export function attachInput({ keys, pointer }: Sources, send: (i: Intent) => void, active: () => boolean): () => void {
  let origin: { x: number; y: number } | null = null;
  const on: [EventTarget, string, (e: Event) => void][] = [
    [keys, "keydown", (e) => {
      const k = e as KeyboardEvent;
      const dir = keyToDir(k.key, k.code);
      if (!dir || !active() || notForGame(k)) return;
      k.preventDefault();
      if (!k.repeat) send({ type: "press", dir, source: "key" });
    }],
    [keys, "keyup", (e) => {
      const k = e as KeyboardEvent;
      const dir = keyToDir(k.key, k.code);
      if (dir) send({ type: "release", dir, source: "key" });
    }],
    [keys, "blur", () => send({ type: "clear" })],
    [pointer, "pointerdown", (e) => {
      const p = e as PointerEvent;
      origin = { x: p.clientX, y: p.clientY };
    }],
    [pointer, "pointermove", (e) => {
      const p = e as PointerEvent;
      if (!origin) return;
      const dir = swipeDir(p.clientX - origin.x, p.clientY - origin.y);
      if (!dir) return;
      // Measure the next turn from here, so one drag can steer round corners.
      origin = { x: p.clientX, y: p.clientY };
      if (active()) send({ type: "press", dir, source: "swipe" });
    }],
    ...(["pointerup", "pointercancel", "pointerleave"] as const).map((name) =>
      [pointer, name, () => {
        origin = null;
        send({ type: "release", dir: null, source: "swipe" });
      }] as [EventTarget, string, (e: Event) => void]),
  ];
  for (const [target, name, fn] of on) target.addEventListener(name, fn);
  return () => {
    for (const [target, name, fn] of on) target.removeEventListener(name, fn);
  };
}

/** Key P toggles pause; a hidden tab pauses. Returns a function that removes both listeners. */
export function attachPause(keys: EventTarget, onToggle: () => void, onHidden: () => void): () => void {
  const key = (e: Event) => {
    const k = e as KeyboardEvent;
    if ((k.key === "p" || k.key === "P") && !k.repeat && !notForGame(k)) onToggle();
  };
  const visibility = () => {
    if (globalThis.document?.visibilityState === "hidden") onHidden();
  };
  keys.addEventListener("keydown", key);
  globalThis.document?.addEventListener("visibilitychange", visibility);
  return () => {
    keys.removeEventListener("keydown", key);
    globalThis.document?.removeEventListener("visibilitychange", visibility);
  };
}
