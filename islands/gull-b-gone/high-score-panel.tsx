/**
 * Initials entry when the score qualifies, then the top-five table
 * Reads and writes the browser only in effects and handlers.
 */
import { useEffect, useId, useState } from "react";
import {
  MAX_INITIALS,
  insertScore,
  normaliseInitials,
  qualifies,
  type HighScore,
} from "../../games/gull-b-gone/high-scores.ts";
import { clearHighScores, loadHighScores, saveHighScores } from "./high-score-storage.ts";
import { m } from "../lib/i18n/messages.ts";

function InitialsForm({ onSave }: { onSave: (initials: string) => void }) {
  const [raw, setRaw] = useState("");
  const id = useId();
  const initials = normaliseInitials(raw);
  return (
    <form
      className="flex flex-wrap items-end justify-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (initials) onSave(initials);
      }}
    >
      <label htmlFor={id} className="flex flex-col text-left text-xs font-semibold tracking-wide text-gold-200">
        {m.games_gull_new_high_score()}
        <input
          id={id}
          value={raw}
          maxLength={MAX_INITIALS}
          autoComplete="off"
          onChange={(e) => setRaw(e.target.value.toUpperCase())}
          className="mt-1 w-24 rounded border border-parchment-300 bg-white px-2 py-1 text-center text-lg uppercase text-ink-900"
        />
      </label>
      <button type="submit" className="btn-primary" disabled={!initials}>{m.games_gull_save()}</button>
    </form>
  );
}

function ScoreTable({ scores, onClear }: { scores: HighScore[]; onClear: () => void }) {
  return (
    <div className="w-full max-w-xs">
      <h3 className="mb-1 font-bold tracking-wide text-gold-300">{m.games_gull_high_scores()}</h3>
      {scores.length === 0 ? (
        <p className="text-sm text-parchment-200">{m.games_gull_no_high_scores()}</p>
      ) : (
        <ol className="space-y-0.5 text-left font-mono text-sm" data-testid="gull-high-scores">
          {scores.map((s, i) => (
            <li key={`${s.date}-${i}`} className="flex justify-between gap-3">
              <span>{i + 1}. {s.initials}</span>
              <span className="tabular-nums">{s.score}</span>
            </li>
          ))}
        </ol>
      )}
      {scores.length > 0 && (
        <button type="button" className="btn mt-2 border border-parchment-300 bg-transparent text-parchment-100 hover:bg-ink-700" onClick={onClear}>
          {m.games_gull_clear_high_scores()}
        </button>
      )}
    </div>
  );
}

export function HighScorePanel({ score }: { score: number }) {
  const [scores, setScores] = useState<HighScore[] | null>(null);
  const [entering, setEntering] = useState(false);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const stored = loadHighScores();
    setScores(stored);
    setEntering(qualifies(score, stored));
  }, [score]);

  if (scores === null) return null;
  const save = (initials: string) => {
    const next = insertScore(scores, { score, initials, date: new Date().toISOString() });
    saveHighScores(next);
    setScores(next);
    setEntering(false);
    setRevealed(true);
  };
  const clear = () => {
    if (!window.confirm(m.games_gull_confirm_clear())) return;
    clearHighScores();
    setScores([]);
  };
  return (
    <div className="mt-4 flex flex-col items-center gap-3">
      {entering && <InitialsForm onSave={save} />}
      {revealed ? (
        <ScoreTable scores={scores} onClear={clear} />
      ) : (
        <button type="button" className="btn-outline" onClick={() => setRevealed(true)}>
          {m.games_gull_show_high_scores()}
        </button>
      )}
    </div>
  );
}
