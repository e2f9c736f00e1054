import { LEVELS } from "../../games/gull-b-gone/state.ts";
import { BirdImage } from "./bird-image.tsx";
import { m } from "../lib/i18n/messages.ts";

interface Props {
  title: string;
  isTouch: boolean;
  onStart: () => void;
}

function HowToPlay() {
  return (
    <div className="mt-3 rounded-md border border-gold-300 bg-ink-900/80 px-3 py-2 text-left text-xs sm:text-sm">
      <h3 className="m-0 font-bold tracking-wide text-gold-300">{m.games_gull_how_to_play_caps()}</h3>
      <ul className="m-0 list-disc pl-5">
        <li>{m.games_gull_drag_to_aim()}</li>
        <li>{m.games_gull_tap_to_shoot()}</li>
        <li>{m.games_gull_watch_circle()}</li>
      </ul>
    </div>
  );
}

/** The start screen laid over the canvas. */
export function MenuOverlay({ title, isTouch, onStart }: Props) {
  return (
    <div
      data-testid="gull-overlay"
      data-overlay="menu"
      className="absolute inset-0 flex flex-col overflow-y-auto bg-ink-900/70 p-3 text-center text-white sm:p-4"
    >
      {/* my-auto rather than justify-center: content taller than a phone's canvas scrolls instead of being cut off. */}
      <div className="my-auto flex flex-col items-center">
        <BirdImage className="mb-2 hidden h-10 w-12 sm:block" />
        <h2 className="m-0 font-serif text-2xl font-bold text-gold-200 sm:text-5xl">{title}</h2>
        <p className="m-0 mt-1 text-sm sm:mt-3 sm:text-lg">{m.games_gull_menu_line()}</p>
        <p className="m-0 mt-1 text-xs text-parchment-200 sm:text-base">
          {m.games_gull_menu_goal({ levels: LEVELS.length })}
        </p>
        <button type="button" className="btn-primary mt-3 px-6 text-base sm:mt-5 sm:px-8 sm:py-3 sm:text-lg" onClick={onStart}>
          {isTouch ? m.games_gull_tap_to_start() : m.games_start_game()}
        </button>
        {isTouch && <HowToPlay />}
      </div>
    </div>
  );
}
