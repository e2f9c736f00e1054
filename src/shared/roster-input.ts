import { z } from "zod";
import { httpsUrl, isoDate, plainText, rosterMember } from "./roster.ts";
import { ROSTER_FIELDS, ROSTER_FIELD_NAMES, type RosterField } from "./roster-fields.ts";
import { FIELD_SCHEMAS, memberShape } from "./roster-field-rules.ts";

export { FIELD_SCHEMAS };

/**
 * Request bodies of the roster editing API and of visitor corrections. Field
 * values are checked with the content roster's own rules (`rosterMember`), so an
 * operator cannot store what a release could not.
 */
export const sourceUrl = httpsUrl;
const note = plainText(1000).optional();

const unknownField = (name: string) => `${name} is not a field that can be changed; use one of ${ROSTER_FIELD_NAMES.join(", ")}`;

/** `{ changes: { field: value }, sourceUrl, note? }`; each value is checked by its field's rule. */
export const rosterEditBody = z.object({
  changes: z.record(z.string(), z.unknown(), { error: "must be an object of field names and values" }).superRefine((changes, ctx) => {
    const names = Object.keys(changes);
    if (names.length === 0) ctx.addIssue({ code: "custom", message: "must name at least one field to change" });
    for (const name of names) {
      // Own keys only: "constructor" or "toString" would otherwise find Object.prototype's members.
      const schema = Object.hasOwn(FIELD_SCHEMAS, name) ? FIELD_SCHEMAS[name as RosterField] : undefined;
      if (!schema) { ctx.addIssue({ code: "custom", path: [name], message: unknownField(name) }); continue; }
      const parsed = schema.safeParse(changes[name]);
      if (!parsed.success) ctx.addIssue({ code: "custom", path: [name], message: parsed.error.issues[0]?.message ?? "is not valid" });
    }
  }).transform((changes) => Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, FIELD_SCHEMAS[k as RosterField].parse(v)])) as Partial<Record<RosterField, string | null>>),
  sourceUrl,
  note,
});

/** A new cardinal: a whole content-roster member, named as the API names fields. */
export const newCardinalFields = z.object({
  slug: rosterMember.shape.slug,
  ...Object.fromEntries(ROSTER_FIELDS.map(({ field, member }) => {
    const schema = FIELD_SCHEMAS[field];
    // A new member may leave optional facts out; required ones (no null allowed) must be there.
    return [field, memberShape[member]!.safeParse(null).success || field === "deathDate" || field === "renunciationDate" ? schema.optional().default(null) : schema];
  })),
}) as unknown as z.ZodType<{ slug: string } & Record<RosterField, string | null>>;

export const rosterAddBody = z.object({ cardinal: newCardinalFields, sourceUrl, note });

/** An import: the content roster's shape, whole or partial (a member needs only its slug and what changes). */
export const rosterImportFile = z.object({
  asOf: isoDate.optional(),
  members: z.array(z.object({ slug: rosterMember.shape.slug }).catchall(z.unknown()), { error: "must be a list of roster members" })
    .min(1, "must list at least one member").max(1000, "must list at most 1000 members"),
});

export const rosterImportBody = z.object({ roster: rosterImportFile });
export const rosterImportApplyBody = z.object({
  roster: rosterImportFile,
  sourceUrl,
  note,
  /** The roster version the preview was made on: the import is refused if the roster changed since. */
  rosterVersion: z.number({ error: "must be the roster version of the preview" }).int().nonnegative(),
});

/** A visitor's suggested correction. */
export const correctionBody = z.object({
  slug: rosterMember.shape.slug,
  field: z.enum(ROSTER_FIELD_NAMES as [RosterField, ...RosterField[]], { error: `must be one of ${ROSTER_FIELD_NAMES.join(", ")}` }),
  value: plainText(300),
  sourceUrl,
  email: z.email({ error: "must be an e-mail address such as name@example.org" }).max(200, "must be at most 200 characters").optional()
    .or(z.literal("").transform(() => undefined)),
}).superRefine((body, ctx) => {
  const parsed = FIELD_SCHEMAS[body.field].safeParse(body.value);
  if (!parsed.success) ctx.addIssue({ code: "custom", path: ["value"], message: `The corrected value ${parsed.error.issues[0]?.message ?? "is not valid"}.` });
});

export const declineBody = z.object({ reason: plainText(500) });

export const changesQuery = z.object({
  page: z.coerce.number({ error: "must be a page number" }).int("must be a page number").min(1, "must be 1 or more").max(100000, "is too large").default(1),
  limit: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be 1 or more").max(100, "must be at most 100").default(25),
});
