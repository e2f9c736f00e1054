/**
 * The English clause naming the cardinals who renounced the rights of the cardinalate, with the day
 * each did so. A module of its own because the home page's "Under 80" note needs only this, and
 * the College's figures it belongs with (college-stats.ts) would bring the age rules and the
 * conclaves' records into the home page's first script with it.
 */
import { dateFormat } from "./date-format.ts";
import type { Cardinal } from "./cardinals.ts";

const LONG_DAY = dateFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const longDay = (iso: string) => LONG_DAY(new Date(`${iso}T00:00:00Z`));
/** "A", "A and B", "A, B and C". */
export const listOf = (names: readonly string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/** "X renounced the rights of the cardinalate on 24 September 2020, so he keeps the title of cardinal but may not vote in a conclave" */
export function renouncedClause(renounced: readonly (Pick<Cardinal, "fullName"> & Partial<Pick<Cardinal, "renunciationDate">>)[]): string {
  const who = listOf(renounced.map((c) => `${c.fullName} renounced the rights of the cardinalate on ${longDay(c.renunciationDate!)}`));
  return `${who}, so ${renounced.length === 1 ? "he keeps the title of cardinal but may not vote" : "they keep the title of cardinal but may not vote"} in a conclave`;
}
