/**
 * The playing area: HUD, the 800x600 canvas scaled to fit, the overlays
 * for the menu and game over, and the full-screen toggle.
 */
import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState, type CSSProperties } from "react";
import type { GameApi } from "../../games/gull-b-gone/index.ts";
import { HEIGHT, WIDTH } from "../../games/gull-b-gone/state.ts";
import { GameOverOverlay } from "./game-over-overlay.tsx";
import { createHudSignals, type HudSignals } from "./hud.ts";
import { HudBar } from "./hud-bar.tsx";
import { MenuOverlay } from "./menu-overlay.tsx";
import type { Device } from "./use-device.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { useGullGame } from "./use-gull-game.ts";
import { m } from "../lib/i18n/messages.ts";

interface OverlayProps {
  hud: HudSignals;
  api: GameApi | null;
  title: string;
  isTouch: boolean;
  /** The stage fills the screen: the end screen floats over the canvas instead of following it. */
  isFull: boolean;
}

function PausedOverlay({ onResume, isTouch }: { onResume: () => void; isTouch: boolean }) {
  return (
    <div data-testid="gull-paused" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-900/70 text-center text-white">
      <p className="m-0 font-serif text-3xl font-bold tracking-wide">{m.games_gull_paused()}</p>
      <button type="button" className="btn-primary" onClick={onResume}>{m.games_resume()}</button>
      {!isTouch && <p className="m-0 text-sm text-parchment-200" data-testid="gull-key-hint">{m.games_or_press_p()}</p>}
    </div>
  );
}

function PhaseOverlay({ hud, api, title, isTouch, isFull }: OverlayProps) {
  useSignals();
  const phase = hud.phase.value;
  if (phase === "menu") return <MenuOverlay title={title} isTouch={isTouch} onStart={() => api?.start()} />;
  if (phase === "playing" && hud.paused.value) return <PausedOverlay isTouch={isTouch} onResume={() => api?.togglePause()} />;
  if (phase !== "game-over-win" && phase !== "game-over-lose") return null;
  return (
    <GameOverOverlay
      floating={isFull}
      won={phase === "game-over-win"}
      score={hud.score.peek()}
      timeLeft={hud.timeLeft.peek()}
      played={hud.elapsedSeconds.peek()}
      isTouch={isTouch}
      onRestart={() => api?.restart()}
      onMenu={() => api?.menu()}
    />
  );
}

const ANNOUNCE: Partial<Record<string, (level: number) => string>> = {
  "level-complete": (n) => m.games_gull_level_complete({ level: n }),
  "habemus-papam": () => m.games_habemus_papam(),
  "game-over-win": () => m.games_gull_announce_won(),
  "game-over-lose": () => m.games_gull_announce_lost(),
};

/** Tells screen-reader users what the canvas shows between levels. */
function PhaseAnnouncer({ hud }: { hud: HudSignals }) {
  useSignals();
  const message = ANNOUNCE[hud.phase.value]?.(hud.level.value) ?? "";
  return <p className="sr-only" aria-live="polite">{message}</p>;
}

/**
 * Out of full screen the stage is no wider than lets the canvas and the
 * buttons under it fit the window's height below the header and the title
 * (16rem in all), so at 1366x768 Pause is in view without scrolling; never
 * narrower than 22rem, where a short landscape window would make it useless.
 */
const FITS_THE_WINDOW: CSSProperties = { maxWidth: "max(22rem, calc((100dvh - 16rem) * 4 / 3))" };

/** Landscape across an upright screen: the stage is the screen's height wide, turned clockwise into place. */
const TURNED: CSSProperties = {
  inset: "auto", top: 0, left: 0, width: "100dvh", height: "100dvw",
  transform: "translateX(100dvw) rotate(90deg)", transformOrigin: "top left",
};

function PauseButton({ hud, api }: { hud: HudSignals; api: GameApi | null }) {
  useSignals();
  if (hud.phase.value !== "playing") return null;
  const paused = hud.paused.value;
  return (
    <button type="button" className="btn-outline py-1" aria-pressed={paused} aria-keyshortcuts="P" onClick={() => api?.togglePause()}>
      {paused ? m.games_resume() : m.games_pause()}
    </button>
  );
}

export function GameStage({ title, device }: { title: string; device: Device | null }) {
  const [hud] = useState(createHudSignals);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const isTouch = device?.isTouch ?? false;
  const api = useGullGame(canvasRef, device, hud);
  const { isFull, turned, toggle } = useFullscreen(stageRef, isTouch);
  const fullLabel = isTouch ? (isFull ? m.games_gull_exit_big() : m.games_gull_play_big()) : isFull ? m.games_gull_exit_fullscreen() : m.games_gull_fullscreen();

  return (
    <div
      ref={stageRef}
      data-testid="gull-stage"
      data-turned={turned || undefined}
      className={isFull ? `fixed inset-0 z-50 flex bg-black ${turned ? "flex-row" : "flex-col"}` : "flex flex-col overflow-hidden rounded-lg bg-ink-900 shadow-md"}
      style={turned ? TURNED : isFull ? undefined : FITS_THE_WINDOW}
    >
      {/* Turned, the short side is the height: the HUD and buttons move to the sides so the game keeps all of it. */}
      <div className={turned ? "w-40 shrink-0 bg-ink-900" : undefined}><HudBar hud={hud} /></div>
      <div className={isFull ? "relative min-h-0 min-w-0 flex-1" : "relative"}>
        <canvas
          ref={canvasRef}
          width={WIDTH}
          height={HEIGHT}
          data-testid="gull-canvas"
          data-rotated={turned ? "true" : undefined}
          role="img"
          aria-label={m.games_gull_canvas_label({ title })}
          className={isFull ? "block h-full w-full object-contain" : "block aspect-[4/3] h-auto w-full"}
        />
        <PhaseOverlay hud={hud} api={api} title={title} isTouch={isTouch} isFull={isFull} />
      </div>
      <div className={`flex justify-end gap-2 bg-ink-900 px-3 py-2 ${turned ? "w-40 shrink-0 flex-col" : ""}`}>
        <PauseButton hud={hud} api={api} />
        <button type="button" className="btn-outline py-1" onClick={toggle} aria-pressed={isFull}>
          {fullLabel}
        </button>
      </div>
      <PhaseAnnouncer hud={hud} />
    </div>
  );
}
