import { useSignals } from "@preact/signals-react/runtime";
import { WIN_VOTES } from "../../games/sacred-smoke/constants.ts";
import type { GameModel } from "./model.ts";
import { m } from "../lib/i18n/messages.ts";

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
        <p className="font-serif text-3xl font-bold text-gold-300">{m.games_smoke_title()}</p>
        <p className="max-w-xs text-sm text-parchment-100">{m.games_smoke_start_text({ votes: WIN_VOTES })}</p>
        <div className="flex gap-3">
          <button type="button" className="btn-primary" onClick={onStart}>{m.games_start_game()}</button>
          <button type="button" className="btn-outline" onClick={onHowToPlay}>{m.games_smoke_how_to_play()}</button>
        </div>
      </div>
    );
  }
  if (hud.paused && !hud.over) {
    return (
      <div className={PANEL} data-testid="paused-overlay">
        <p className="font-serif text-3xl font-bold text-gold-300">{m.games_smoke_paused()}</p>
        <button type="button" className="btn-primary" onClick={onResume} autoFocus>{m.games_resume()}</button>
        <p className="text-sm text-parchment-100">{m.games_or_press_p()}</p>
      </div>
    );
  }
  if (!hud.over) return null;
  return (
    <section className={PANEL} data-testid="end-overlay" aria-labelledby="sacred-smoke-end">
      <h2 id="sacred-smoke-end" className="font-serif text-3xl font-bold text-gold-300">
        {hud.won ? m.games_habemus_papam() : m.games_smoke_game_over()}
      </h2>
      <p className="text-parchment-100">
        {hud.won ? m.games_smoke_won_text({ votes: hud.votes }) : m.games_smoke_lost_text({ votes: hud.votes })}
      </p>
      <button type="button" className="btn-primary" onClick={onStart} autoFocus>{m.games_smoke_play_again()}</button>
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
      <span className="font-semibold text-cardinal-700">{m.games_smoke_did_you_know()} </span>{fact}
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
      {hud.paused ? m.games_resume() : m.games_pause()}
    </button>
  );
}
