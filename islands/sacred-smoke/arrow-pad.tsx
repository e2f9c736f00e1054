import type { Move } from "../../games/sacred-smoke/index.ts";
import { m } from "../lib/i18n/messages.ts";

const BUTTONS: { dir: Move; label: () => string; arrow: string; place: string }[] = [
  { dir: "up", label: m.games_smoke_move_up, arrow: "▲", place: "col-start-2 row-start-1" },
  { dir: "left", label: m.games_smoke_move_left, arrow: "◀", place: "col-start-1 row-start-2" },
  { dir: "down", label: m.games_smoke_move_down, arrow: "▼", place: "col-start-2 row-start-2" },
  { dir: "right", label: m.games_smoke_move_right, arrow: "▶", place: "col-start-3 row-start-2" },
];

/**
 * The four-button pad shown below 768 px, as an inverted T (▼ between ◀ and ▶)
 * so it stays short enough for ▼ to sit well above a phone's bottom edge.
 * Each press steps once (the game releases it after 200 ms).
 */
export function ArrowPad({ onPress }: { onPress: (dir: Move) => void }) {
  return (
    <div className="mx-auto mb-4 mt-3 grid w-52 grid-cols-3 grid-rows-2 gap-2 md:hidden" data-testid="arrow-pad">
      {BUTTONS.map((b) => (
        <button
          key={b.dir}
          type="button"
          aria-label={b.label()}
          className={`btn-outline h-14 text-xl touch-manipulation ${b.place}`}
          onClick={() => onPress(b.dir)}
        >
          <span aria-hidden="true">{b.arrow}</span>
        </button>
      ))}
    </div>
  );
}
