import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { usePopeRecord } from "./queries.ts";

/**
 * Once the operator has recorded a new pontificate, Leo XIV's record carries
 * the day his pontificate ended (his death or his renunciation): these pages,
 * written while he was pope, then say so first.
 */
export function PontificateEnded({ className = "" }: { className?: string }) {
  const { data } = usePopeRecord();
  const ended = data && data.status !== "pope" ? (data.deathDate ?? data.renunciationDate) : null;
  if (!ended) return null;
  return (
    <p role="note" data-testid="pontificate-ended" className={`rounded-lg border border-parchment-300 bg-white px-4 py-3 text-ink-900 ${className}`}>
      {m.pope_pontificate_ended({ date: formatLongDate(ended) })}
    </p>
  );
}
