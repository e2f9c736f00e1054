/**
 * The recent conclaves (content/conclaves.json): vacancy, opening and election
 * days, who was elected, and the electors who did not take part, each with
 * sources. Typed by an interface rather than a zod schema so zod stays out of
 * the client bundle; content/conclaves.test.ts holds the file to this shape.
 */
import data from "../../content/conclaves.json";

export interface ConclaveSource { title: string; url: string }

/** An elector who did not enter the conclave; `slug` only when the roster holds him. */
export interface ConclaveAbsence {
  name: string;
  slug: string | null;
  reason: string;
  sources: ConclaveSource[];
  /** False for one the Holy See did not count among the electors (a renunciation of the rights of the cardinalate). */
  countedAmongElectors?: boolean;
}

export interface Conclave {
  year: number;
  /** The day the See fell vacant: the day the age rule is read on (Universi Dominici Gregis 33). */
  vacancy: string;
  vacancyEvent: string;
  opened: string;
  electionDay: string;
  elected: { name: string; cardinal: string; slug: string | null };
  /** The electors on the day of the vacancy and those who voted, as the Holy See counted them. */
  electors: number;
  tookPart: number;
  didNotTakePart: ConclaveAbsence[];
}

/** Oldest first. */
export const CONCLAVES: readonly Conclave[] = data.conclaves;

/** The day a cardinal became pope, when a conclave the site records elected him. */
export function electionDayOf(slug: string | undefined): string | null {
  if (!slug) return null;
  return CONCLAVES.find((c) => c.elected.slug === slug)?.electionDay ?? null;
}

/** The conclaves a cardinal was eligible for but did not enter, with the reason and sources. */
export function absencesOf(slug: string): { conclave: Conclave; absence: ConclaveAbsence }[] {
  return CONCLAVES.flatMap((conclave) => conclave.didNotTakePart.filter((a) => a.slug === slug).map((absence) => ({ conclave, absence })));
}
