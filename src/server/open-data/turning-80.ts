import { eightiethBirthday } from "../../shared/age.ts";
import type { ExportedPerson } from "../../shared/open-data.ts";
import type { AllDayEvent } from "./ics.ts";

/** The day `months` months after `day` (clamped to the month's end). */
function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

export const TURNING_80_MONTHS = 24;

/** An all-day event for each elector whose 80th birthday falls within the next 24 months from `today`. */
export function turning80Events(people: readonly ExportedPerson[], today: string): AllDayEvent[] {
  const end = monthsAfter(today, TURNING_80_MONTHS);
  return people
    .filter((p) => p.isElector)
    .map((p) => ({ p, day: eightiethBirthday(p.birthDate) }))
    .filter(({ day }) => day >= today && day < end)
    .sort((a, b) => a.day.localeCompare(b.day) || a.p.slug.localeCompare(b.p.slug))
    .map(({ p, day }) => ({
      uid: `turning-80-${p.slug}@cardinalis`,
      day,
      summary: `${p.fullName} turns 80: from the next day he is no longer a conclave elector`,
      description: `${p.fullName} (born ${p.birthDate}, ${p.country}) reaches 80 on this day. Under Universi Dominici Gregis 33, a cardinal who has reached 80 before the day the See of Rome falls vacant does not vote in the conclave; if it falls vacant on his birthday itself, he still votes.`,
      url: p.pagePath,
    }));
}
