/**
 * Each cardinal's conclave experience, computed from his dates and the recorded
 * conclaves: he took part when he was an elector on the day the See fell vacant
 * (`isElectorOn`, the rule of Universi Dominici Gregis 33) and is not among
 * those who did not enter. The roster holds today's members and those who left
 * it since it was loaded, so this answers for them, not for a past conclave's
 * whole electorate.
 */
import { isElectorOn, type ElectorFacts } from "./age.ts";
import { CONCLAVES } from "./conclaves.ts";

/** The years of the recorded conclaves he took part in, oldest first; null when his creation date is unknown. */
export function conclavesAttendedBy(c: ElectorFacts & { slug: string }): number[] | null {
  if (!c.createdCardinal) return null;
  return CONCLAVES
    .filter((k) => isElectorOn(c, k.vacancy) && !k.didNotTakePart.some((a) => a.slug === c.slug))
    .map((k) => k.year);
}

const joinYears = (years: readonly number[]) =>
  years.length === 1 ? String(years[0]) : `${years.slice(0, -1).join(", ")} and ${years.at(-1)}`;

/** "Took part in the conclaves of 2013 and 2025", or that he has not taken part in one; null when unknown. */
export function conclaveExperienceText(years: readonly number[] | null): string | null {
  if (years === null) return null;
  if (years.length === 0) return "Has not taken part in a conclave";
  return `Took part in the ${years.length === 1 ? "conclave" : "conclaves"} of ${joinYears(years)}`;
}

/** True when he has taken part in at least one recorded conclave. */
export function hasConclaveExperience(c: { conclavesAttended: readonly number[] | null }): boolean {
  return (c.conclavesAttended?.length ?? 0) > 0;
}
