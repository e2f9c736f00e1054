/**
 * Mounts the canvas game once the device is known and pipes its HUD into
 * signals. With `?test=1` the state is exposed for browser tests.
 */
import { useEffect, useState, type RefObject } from "react";
import { mount, type GameApi } from "../../games/gull-b-gone/index.ts";
import { applyHud, type HudSignals } from "./hud.ts";
import { readTestParams } from "./test-params.ts";
import type { Device } from "./use-device.ts";

type TestWindow = Window & { __gull?: unknown };

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
