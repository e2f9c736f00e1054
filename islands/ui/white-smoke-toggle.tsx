import { useSyncExternalStore } from "react";
import { alertStore, setWhiteSmokeAlert } from "../lib/white-smoke-alert.ts";
import { m } from "../lib/i18n/messages.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * The opt-in switch for the white-smoke alert. It needs JavaScript, yet the
 * server renders it so that its room is kept: appearing after the page, it
 * pushed the banner onto a second line on a phone and moved the whole page
 * down. It stays disabled until the page is live, and a page read without
 * JavaScript hides it (`data-js-only`).
 */
export function WhiteSmokeToggle({ className = "" }: { className?: string }) {
  const on = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.getServer);
  const live = useHydrated();
  return (
    <button
      type="button"
      data-js-only=""
      disabled={!live}
      aria-pressed={on}
      onClick={() => void setWhiteSmokeAlert(!on)}
      className={`rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 ${on ? "border-white bg-white text-ink-900" : "border-white/60 text-white hover:bg-white/10"} ${className}`}
    >
      {on ? m.live_alert_on() : m.live_alert_off()}
    </button>
  );
}
