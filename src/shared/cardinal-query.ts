import { z } from "zod";
import { CREATING_POPES, REGIONS } from "./regions.ts";
import { MAX_LIMIT, MAX_SUGGESTION_LIMIT, PAGE_SIZE, RANK_FILTERS, SORT_FIELDS, SUGGESTION_LIMIT, defaultOrderFor } from "./cardinals.ts";

const age = z.coerce
  .number({ error: "must be a whole number of years" })
  .int("must be a whole number of years")
  .min(0, "must be 0 or more")
  .max(150, "must be 150 or less");

/**
 * A value matched exactly as the records spell it ("Italy", "SJ"); an empty
 * one, as a plain form sends for "any", means no filter.
 */
const recordValue = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional().transform((v) => v || undefined);

/** Query of GET /api/cardinals. `maxAge` is exclusive: maxAge=80 means "under 80". */
export const cardinalListQuery = z
  .object({
    search: z.string().trim().max(100, "must be at most 100 characters").optional(),
    region: z.enum(REGIONS, { error: `must be one of ${REGIONS.join(", ")}` }).optional(),
    createdBy: z.enum(CREATING_POPES, { error: `must be one of ${CREATING_POPES.join(", ")}` }).optional(),
    /** Cardinal Bishop, Priest or Deacon. */
    rank: z.enum(RANK_FILTERS, { error: `must be one of ${RANK_FILTERS.join(", ")}` }).optional(),
    /** The country the roster lists him under, as the records spell it ("Italy", "China (Hong Kong)"). */
    country: recordValue(100),
    /** The religious institute's abbreviation as the records spell it ("SJ", "SDB", "OFMCap"). */
    religiousOrder: recordValue(20),
    minAge: age.optional(),
    maxAge: age.optional(),
    /** Electors today under the one rule of `isElectorOn` (true), or everyone else (false). */
    elector: z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true").optional(),
    /**
     * The electors of the conclave of the open vacancy, frozen on the day the See fell vacant
     * (true); in normal times, those who would vote if it fell vacant today.
     */
    conclaveElectors: z.enum(["true"], { error: "must be true" }).transform(() => true).optional(),
    /** Has taken part in one of the recorded conclaves (yes) or in none (no); see `conclavesAttended`. */
    conclaveExperience: z.enum(["yes", "no"], { error: "must be yes or no" }).optional(),
    sortBy: z.enum(SORT_FIELDS, { error: `must be one of ${SORT_FIELDS.join(", ")}` }).default("lastName"),
    sortOrder: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional(),
    page: z.coerce.number({ error: "must be a page number" }).int("must be a page number").min(1, "must be 1 or more").max(100000, "is too large").default(1),
    limit: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be 1 or more").max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`).default(PAGE_SIZE),
  })
  .transform((q) => ({ ...q, search: q.search || undefined, sortOrder: q.sortOrder ?? defaultOrderFor(q.sortBy) }));

export type CardinalListQuery = z.output<typeof cardinalListQuery>;


/** Query of GET /api/cardinals/suggestions: what the visitor has typed so far. */
export const cardinalSuggestionQuery = z.object({
  search: z.string().trim().max(100, "must be at most 100 characters").default(""),
  limit: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be 1 or more").max(MAX_SUGGESTION_LIMIT, `must be at most ${MAX_SUGGESTION_LIMIT}`).default(SUGGESTION_LIMIT),
});

export type CardinalSuggestionQuery = z.output<typeof cardinalSuggestionQuery>;
