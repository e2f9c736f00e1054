import { useSignals } from "@preact/signals-react/runtime";
import { formatClock } from "../../games/sacred-smoke/clock.ts";
import { WIN_VOTES } from "../../games/sacred-smoke/constants.ts";
import type { GameModel } from "./model.ts";
import { m } from "../lib/i18n/messages.ts";

/** Votes, the conclave clock and the high score; re-renders only when they change. */
export function HudBar({ model }: { model: GameModel }) {
  useSignals();
  const hud = model.hud.value;
  const urgent = hud.started && !hud.over && hud.secondsLeft <= 15;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm font-medium text-ink-700">
      <span data-testid="votes-counter" className="text-base font-bold text-cardinal-800">
        {m.games_smoke_votes({ votes: hud.votes, win: WIN_VOTES })}
      </span>
      <span data-testid="conclave-clock" className={urgent ? "font-bold text-cardinal-600" : ""}>
        {m.games_smoke_clock()}{" "}<span className="tabular-nums">{formatClock(hud.secondsLeft * 1000)}</span>
      </span>
      <span data-testid="high-score">{m.games_smoke_high_score({ score: model.highScore.value })}</span>
    </div>
  );
}

const BADGES = [
  { key: "holyRelic", label: m.games_smoke_badge_relic, className: "bg-gold-100 text-gold-800 border-gold-300" },
  { key: "papalRing", label: m.games_smoke_badge_ring, className: "bg-cardinal-50 text-cardinal-800 border-cardinal-200" },
  { key: "incenseBomb", label: m.games_smoke_badge_incense, className: "bg-parchment-200 text-ink-700 border-parchment-300" },
] as const;

/** One badge per power-up in force. */
export function PowerUpBadges({ model }: { model: GameModel }) {
  useSignals();
  const hud = model.hud.value;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={m.games_smoke_power_ups()}>
      {BADGES.filter((b) => hud[b.key]).map((b) => (
        <li key={b.key} className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${b.className}`}>
          {b.label()}
        </li>
      ))}
    </ul>
  );
}
