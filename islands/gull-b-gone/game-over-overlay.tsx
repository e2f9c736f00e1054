import { GAME_OVER_IMAGE, WIN_IMAGE, BirdImage } from "./bird-image.tsx";
import { formatClock } from "./hud.ts";
import { HighScorePanel } from "./high-score-panel.tsx";
import { m } from "../lib/i18n/messages.ts";

interface Props {
  /** Over the canvas (full screen), rather than below it on a phone. */
  floating?: boolean;
  won: boolean;
  score: number;
  /** The level clock when the game ended: what the bar above showed. */
  timeLeft: number;
  /** Seconds played across every level, told apart from the level clock by its own words. */
  played: number;
  isTouch: boolean;
  onRestart: () => void;
  onMenu: () => void;
}

/**
 * The end screen for a win or a loss, with the high-score flow. Over the
 * canvas on wider screens; on a phone, whose canvas is too short to hold the
 * form, it sits below the canvas in the page so nothing is cut off.
 */
export function GameOverOverlay({ floating = false, won, score, timeLeft, played, isTouch, onRestart, onMenu }: Props) {
  return (
    <div
      data-testid="gull-overlay"
      data-overlay="game-over"
      className={`flex flex-col items-center p-3 text-center text-white sm:p-4 ${floating ? "absolute inset-0 overflow-y-auto bg-ink-900/80" : "relative bg-ink-900 sm:absolute sm:inset-0 sm:overflow-y-auto sm:bg-ink-900/80"}`}
    >
      <div className="my-auto flex flex-col items-center">
        {won
          ? <BirdImage src={WIN_IMAGE} alt={m.games_gull_win_alt()} className="w-40 sm:w-64" />
          : <BirdImage src={GAME_OVER_IMAGE} alt={m.games_gull_lose_alt()} className="w-32 sm:w-64" />}
        <p className="m-0 mt-2 text-sm font-semibold text-gold-200 sm:text-lg">
          {won ? m.games_gull_win_line() : m.games_gull_lose_line()}
        </p>
        <p className="m-0 mt-1 font-mono text-xs tracking-wider sm:text-sm" data-testid="gull-score-time">
          {m.games_gull_score_time({ score, time: formatClock(timeLeft) })}
        </p>
        <p className="m-0 text-xs text-parchment-200" data-testid="gull-played">{m.games_gull_played({ time: formatClock(played) })}</p>
        <p className="m-0 font-serif text-xl font-bold sm:text-2xl" data-testid="gull-final-score">{m.games_gull_final_score({ score })}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={onRestart}>
            {isTouch ? m.games_gull_tap_restart() : m.games_gull_restart()}
          </button>
          <button type="button" className="btn-outline" onClick={onMenu}>
            {isTouch ? m.games_gull_tap_menu() : m.games_gull_main_menu()}
          </button>
        </div>
        <HighScorePanel score={score} />
      </div>
    </div>
  );
}
