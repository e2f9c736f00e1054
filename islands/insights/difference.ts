import type { Under80Difference } from "../../src/shared/college-stats.ts";
import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { listText } from "./format.ts";

/**
 * Why the cardinals under 80 and the electors are not the same people, in the
 * page's language (in English, the same sentence as `under80AndElectorsSentence`).
 * Names stay as the roster writes them.
 */
export function differenceText({ under80, electors, renounced, turning80 }: Under80Difference): string {
  const reasons: string[] = [];
  if (renounced.length > 0) {
    const who = listText(renounced.map((c) => m.insights_diff_renounced_one({ name: c.fullName, date: formatLongDate(c.renunciationDate ?? "") })));
    reasons.push(m.insights_diff_renounced({ count: renounced.length, who }));
  }
  if (turning80.length > 0) {
    reasons.push(m.insights_diff_turning({ count: turning80.length, names: listText(turning80.map((c) => c.fullName)) }));
  }
  const counts = under80 === electors
    ? m.insights_diff_same({ count: under80 })
    : m.insights_diff_but({ under80: m.insights_diff_under80({ count: under80 }), electors: m.insights_diff_electors({ count: electors }) });
  return m.insights_diff_sentence({ counts, reasons: reasons.join("; ") });
}
