/**
 * Full screen as a toggle. Desktop browsers get the real
 * Fullscreen API; phones (iPhone Safari has no element full screen) get
 * "Big Mode", the stage stretched over the viewport with CSS. The choice is
 * remembered, and Big Mode comes back on the next visit.
 */
import { useCallback, useEffect, useState, type RefObject } from "react";

export const FULLSCREEN_KEY = "gullBGoneFullscreen";

function remember(on: boolean): void {
  try {
    localStorage.setItem(FULLSCREEN_KEY, on ? "1" : "0");
  } catch {
    // A preference only; losing it is harmless.
  }
}

export function useFullscreen(ref: RefObject<HTMLElement | null>, isTouch: boolean) {
  const [big, setBig] = useState(false);
  const [native, setNative] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, [ref]);

  useEffect(() => {
    try {
      if (isTouch && localStorage.getItem(FULLSCREEN_KEY) === "1") setBig(true);
    } catch {
      // No storage: start small.
    }
  }, [isTouch]);

  useEffect(() => {
    if (!big) return;
    // The page must not scroll under a stage that covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setBig(false);
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [big]);

  // Big Mode on an upright phone turns the stage a quarter, so the 4:3 game uses the screen's long side.
  const [upright, setUpright] = useState(false);
  useEffect(() => {
    if (!big) return;
    const query = window.matchMedia("(orientation: portrait)");
    const sync = () => setUpright(query.matches);
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, [big]);

  const isFull = big || native;
  const turned = big && upright;
  const toggle = useCallback(() => {
    remember(!isFull);
    if (isFull) {
      setBig(false);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      return;
    }
    const el = ref.current;
    if (!isTouch && el?.requestFullscreen && document.fullscreenEnabled) {
      el.requestFullscreen().catch(() => setBig(true));
    } else {
      setBig(true);
    }
  }, [isFull, isTouch, ref]);

  return { isFull, turned, toggle };
}
