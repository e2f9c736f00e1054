/**
 * Mounts the canvas game in an effect and pipes its HUD into the page's
 * signals; keeps the high score and the start-of-game trivia banner.
 */
import { useCallback, useEffect, useMemo, useRef, type RefObject } from "react";
import { mount, type Hud, type Move, type SacredSmoke } from "../../games/sacred-smoke/index.ts";
import { TRIVIA_MS } from "../../games/sacred-smoke/trivia.ts";
import { pickTriviaText } from "./trivia-texts.ts";
import { loadHighScore, saveIfBeaten } from "./high-score-storage.ts";
import type { GameModel } from "./model.ts";
import { readGameQuery } from "./url-options.ts";

export interface GameControls {
  start(): void;
  pad(dir: Move): void;
  togglePause(): void;
}

export function useSacredSmoke(canvasRef: RefObject<HTMLCanvasElement | null>, model: GameModel): GameControls {
  const game = useRef<SacredSmoke | null>(null);
  const triviaTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    model.highScore.value = loadHighScore();
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onHud = (hud: Hud) => {
      const wasOver = model.hud.peek().over;
      model.hud.value = hud;
      if (!hud.over || wasOver) return;
      model.highScore.value = saveIfBeaten(model.highScore.peek(), hud.votes);
      model.trivia.value = null;
    };
    try {
      game.current = mount(canvas, { ...readGameQuery(window.location.search), onHud });
    } catch (error) {
      console.error("Sacred Smoke could not start", error); // no 2D canvas: the page stays readable
    }
    return () => {
      game.current?.destroy();
      game.current = null;
      clearTimeout(triviaTimer.current);
    };
  }, [canvasRef, model]);

  const start = useCallback(() => {
    game.current?.start();
    model.trivia.value = pickTriviaText(Math.random());
    clearTimeout(triviaTimer.current);
    triviaTimer.current = setTimeout(() => { model.trivia.value = null; }, TRIVIA_MS);
  }, [model]);
  const pad = useCallback((dir: Move) => game.current?.pad(dir), []);
  const togglePause = useCallback(() => game.current?.togglePause(), []);
  return useMemo(() => ({ start, pad, togglePause }), [start, pad, togglePause]);
}
