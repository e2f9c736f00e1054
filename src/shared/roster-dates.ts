/**
 * Whether a cardinal's dates can all be true together. A date is refused when it
 * lies in the future, when the steps of his life are out of order, or when his
 * age at a step is beyond what has ever been seen in the College; the bounds are
 * deliberately loose (see docs/decisions/028-hostile-input-and-believed-origin.md).
 */
import { ageOn } from "./age.ts";
import type { RosterField } from "./roster-fields.ts";

/** The dated facts, named as the API names them. */
export type DatedFacts = Partial<Record<"birthDate" | "priestOrdination" | "episcopalConsecration" | "createdCardinal" | "deathDate" | "renunciationDate", string | null>>;

/** Loose bounds: the youngest priest and cardinal in the roster were ordained at 20 and created at 44, the oldest created at 99. */
export const DATE_BOUNDS = { minAgeAtOrdination: 18, minAgeAtCreation: 25, maxAgeAtCreation: 110, maxAgeAlive: 120 } as const;

const NAMES: Record<keyof DatedFacts, string> = {
  birthDate: "the date of birth", priestOrdination: "the priestly ordination", episcopalConsecration: "the episcopal consecration",
  createdCardinal: "the creation as cardinal", deathDate: "the date of death", renunciationDate: "the renunciation",
};

/**
 * Pairs that must come in this order. Consecration is not ordered against
 * creation: a priest created cardinal is usually consecrated bishop afterwards
 * (canon 351 §1), as Ángel Fernández Artime and Fabio Baggio were.
 */
const ORDER: readonly [keyof DatedFacts, keyof DatedFacts][] = [
  ["birthDate", "priestOrdination"],
  ["priestOrdination", "episcopalConsecration"],
  ["birthDate", "episcopalConsecration"],
  ["priestOrdination", "createdCardinal"],
  ["birthDate", "createdCardinal"],
  ["birthDate", "deathDate"],
  ["birthDate", "renunciationDate"],
  ["createdCardinal", "renunciationDate"],
];

export interface DateProblem { field: RosterField; message: string }

/** "the date of birth" → "The date of birth": a message starts with the field in words, never its API name. */
const capitalised = (field: keyof DatedFacts) => NAMES[field].charAt(0).toUpperCase() + NAMES[field].slice(1);

/**
 * The first impossible date of `facts` on `today`, or null. `blame` lists the
 * fields the caller is changing: when two dates disagree, the one being
 * changed is the one named.
 */
export function impossibleDate(facts: DatedFacts, today: string, blame: readonly string[] = []): DateProblem | null {
  for (const field of Object.keys(NAMES) as (keyof DatedFacts)[]) {
    const day = facts[field];
    if (day && day > today) return { field, message: `${capitalised(field)} cannot be in the future (${day} is after today, ${today}).` };
  }
  for (const [earlier, later] of ORDER) {
    const a = facts[earlier];
    const b = facts[later];
    if (!a || !b || a < b) continue;
    const field = blame.includes(earlier) && !blame.includes(later) ? earlier : later;
    const message = field === later
      ? `${capitalised(later)} (${b}) cannot be before ${NAMES[earlier]} (${a})${a === b ? " nor on the same day" : ""}.`
      : `${capitalised(earlier)} (${a}) cannot be after ${NAMES[later]} (${b})${a === b ? " nor on the same day" : ""}.`;
    return { field, message };
  }
  const born = facts.birthDate;
  if (!born) return null;
  const { minAgeAtOrdination, minAgeAtCreation, maxAgeAtCreation, maxAgeAlive } = DATE_BOUNDS;
  const blameBirth = (other: keyof DatedFacts) => (blame.includes("birthDate") && !blame.includes(other) ? "birthDate" : other);
  if (facts.priestOrdination && ageOn(born, facts.priestOrdination) < minAgeAtOrdination) {
    return { field: blameBirth("priestOrdination"), message: `A priestly ordination on ${facts.priestOrdination} would make him ${ageOn(born, facts.priestOrdination)} when ordained; a priest is at least ${minAgeAtOrdination}.` };
  }
  if (facts.createdCardinal) {
    const age = ageOn(born, facts.createdCardinal);
    if (age < minAgeAtCreation || age > maxAgeAtCreation) {
      return { field: blameBirth("createdCardinal"), message: `A creation as cardinal on ${facts.createdCardinal} would make him ${age} when created; the age must be between ${minAgeAtCreation} and ${maxAgeAtCreation}.` };
    }
  }
  if (!facts.deathDate && ageOn(born, today) > maxAgeAlive) {
    return { field: "birthDate", message: `A date of birth of ${born} would make him ${ageOn(born, today)} today: record his date of death, or check the date of birth.` };
  }
  return null;
}
