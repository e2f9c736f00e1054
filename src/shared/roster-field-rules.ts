import type { z } from "zod";
import { isoDate, rosterMember } from "./roster.ts";

export { rosterMember };
import { ROSTER_FIELDS, type RosterField } from "./roster-fields.ts";

/**
 * The rule for each roster field, by its API name: the content roster's own rules (`rosterMember`),
 * so an operator cannot store what a release could not. Apart from the request bodies in
 * roster-input.ts because the roster's queries check values with it, and those queries are loaded
 * by every start: the bodies' schemas are built only when an edit, an import or a correction comes.
 */
export const memberShape = rosterMember.shape as Record<string, z.ZodType>;

export const FIELD_SCHEMAS = Object.fromEntries(ROSTER_FIELDS.map(({ field, member }) => [field, memberShape[member]!])) as Record<RosterField, z.ZodType<string | null>>;
// Death and renunciation are recorded or cleared, never absent.
FIELD_SCHEMAS.deathDate = isoDate.nullable();
FIELD_SCHEMAS.renunciationDate = isoDate.nullable();
