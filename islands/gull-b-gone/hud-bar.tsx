import { useSignals } from "@preact/signals-react/runtime";
import { LEVELS } from "../../games/gull-b-gone/state.ts";
import { BirdImage } from "./bird-image.tsx";
import { formatClock, progressColor, progressPercent, type HudSignals } from "./hud.ts";
import { m } from "../lib/i18n/messages.ts";

const BAR_CLASS = { green: "bg-green-500", yellow: "bg-yellow-400", red: "bg-red-600" } as const;

function Stat({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col">
      <span className="text-[10px] uppercase tracking-wider text-gold-200">{label}</span>
      <span className="font-bold tabular-nums text-white" data-testid={testId}>{children}</span>
    </div>
  );
}

function BirdBar({ hud }: { hud: HudSignals }) {
  useSignals();
  const count = hud.birdCount.value;
  const max = hud.maxBirds.value;
  return (
    <div className="flex min-w-32 flex-1 items-center gap-2">
      <BirdImage className="h-6 w-7" />
      <div
        role="progressbar"
        aria-label={m.games_gull_roof_bar()}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(count, max)}
        aria-valuetext={m.games_gull_roof_count({ count, max })}
        className="h-3 flex-1 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className={`h-full transition-[width] ${BAR_CLASS[progressColor(count, max)]}`}
          style={{ width: `${progressPercent(count, max)}%` }}
        />
      </div>
      <span className="text-xs tabular-nums text-white" data-testid="gull-bird-count">{count}/{max}</span>
    </div>
  );
}

/** Score, level, clock and the bird bar; re-renders only when a value changes. */
export function HudBar({ hud }: { hud: HudSignals }) {
  useSignals();
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 bg-ink-900 px-3 py-2 text-sm">
      <Stat label={m.games_gull_score()} testId="gull-score">{hud.score.value}</Stat>
      <Stat label={m.games_gull_level()}>{hud.level.value}/{LEVELS.length}</Stat>
      <Stat label={m.games_gull_time_left()} testId="gull-time-left">{formatClock(hud.timeLeft.value)}</Stat>
      <BirdBar hud={hud} />
      <span hidden data-testid="gull-phase">{hud.phase.value}</span>
    </div>
  );
}
