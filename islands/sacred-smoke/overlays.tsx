import { useSignals } from "@preact/signals-react/runtime";
import type { GameModel } from "./model.ts";

const PANEL = "absolute inset-0 flex flex-col items-center justify-center gap-4 bg-ink-900/75 p-6 text-center text-white";

interface OverlayProps {
  model: GameModel;
  onStart: () => void;
  onHowToPlay: () => void;
  onResume: () => void;
}

/** The start, pause and end screens over the board. */
export function GameOverlays({ model, onStart, onHowToPlay, onResume }: OverlayProps) {
  useSignals();
  const hud = model.hud.value;
  if (!hud.started) {
    return (
      <div className={PANEL} data-testid="start-overlay">
        <p className="font-serif text-3xl font-bold text-gold-300">Sacred Smoke</p>
        <p className="max-w-xs text-sm text-parchment-100">Win the conclave: gather 30 votes before the clock runs out.</p>
        <div className="flex gap-3">
          <button type="button" className="btn-primary" onClick={onStart}>Start Game</button>
          <button type="button" className="btn-outline" onClick={onHowToPlay}>How to Play</button>
        </div>
      </div>
    );
  }
  if (hud.paused && !hud.over) {
    return (
      <div className={PANEL} data-testid="paused-overlay">
        <p className="font-serif text-3xl font-bold text-gold-300">Paused</p>
        <button type="button" className="btn-primary" onClick={onResume} autoFocus>Resume</button>
        <p className="text-sm text-parchment-100">or press P</p>
      </div>
    );
  }
  if (!hud.over) return null;
  return (
    <section className={PANEL} data-testid="end-overlay" aria-labelledby="sacred-smoke-end">
      <h2 id="sacred-smoke-end" className="font-serif text-3xl font-bold text-gold-300">
        {hud.won ? "Habemus Papam!" : "Game Over"}
      </h2>
      <p className="text-parchment-100">
        {hud.won ? `You've been elected as the new Pope with ${hud.votes} votes!` : `You collected ${hud.votes} votes`}
      </p>
      <button type="button" className="btn-primary" onClick={onStart} autoFocus>Play Again</button>
    </section>
  );
}

/** One conclave fact for the first 4 seconds of a game, across the top of the board while the rivals are still far away. */
export function TriviaBanner({ model }: { model: GameModel }) {
  useSignals();
  const fact = model.trivia.value;
  if (!fact) return null;
  return (
    <p data-testid="trivia" className="m-0 rounded-md border border-gold-200 bg-gold-50/95 px-3 py-1.5 text-xs text-ink-900 shadow sm:text-sm">
      <span className="font-semibold text-cardinal-700">Did you know? </span>{fact}
    </p>
  );
}

/** Pause / Resume while a game is on; P does the same and a hidden tab pauses by itself. */
export function PauseButton({ model, onToggle }: { model: GameModel; onToggle: () => void }) {
  useSignals();
  const hud = model.hud.value;
  if (!hud.started || hud.over) return null;
  return (
    <button type="button" className="btn-outline px-3 py-1" aria-pressed={hud.paused} aria-keyshortcuts="P" onClick={onToggle}>
      {hud.paused ? "Resume" : "Pause"}
    </button>
  );
}
