/**
 * Mounts the canvas game once the device is known and pipes its HUD into
 * signals. With `?test=1` the state is exposed for browser tests.
 */
import { useEffect, useState, type RefObject } from "react";
import { mount, type CanvasTexts, type GameApi } from "../../games/gull-b-gone/index.ts";
import { m } from "../lib/i18n/messages.ts";
import { applyHud, type HudSignals } from "./hud.ts";
import { readTestParams } from "./test-params.ts";
import type { Device } from "./use-device.ts";

type TestWindow = Window & { __gull?: unknown };

/** The words the game draws on its canvas, in the page's language. */
const canvasTexts = (): CanvasTexts => ({
  warning: m.games_gull_warning(),
  papam: m.games_habemus_papam(),
  levelComplete: (level) => m.games_gull_level_complete({ level: level + 1 }),
  whiteSmokeRises: m.games_gull_white_rises(),
  blackSmoke: m.games_gull_black_smoke(),
});

function exposeForTests(api: GameApi): () => void {
  const w = window as TestWindow;
  Object.defineProperty(w, "__gullState", { configurable: true, get: () => api.getState() });
  w.__gull = {
    getState: api.getState,
    toClient: api.toClient,
    start: api.start,
    restart: api.restart,
    menu: api.menu,
  };
  return () => {
    delete (w as { __gullState?: unknown }).__gullState;
    delete w.__gull;
  };
}

export function useGullGame(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  device: Device | null,
  hud: HudSignals,
): GameApi | null {
  const [api, setApi] = useState<GameApi | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !device) return;
    const params = readTestParams(window.location.search);
    const game = mount(canvas, {
      ...device,
      seed: params.seed,
      startLevel: params.startLevel,
      onHud: (values) => applyHud(hud, values),
      texts: canvasTexts(),
    });
    const unexpose = params.test ? exposeForTests(game) : () => {};
    setApi(game);
    return () => {
      unexpose();
      game.destroy();
      setApi(null);
    };
  }, [canvasRef, device, hud]);
  return api;
}
