import { and, eq } from "drizzle-orm";
import { rosterOverrides } from "../schema.ts";
import type { FieldValue } from "../../src/shared/roster-fields.ts";
import type { StoredField, Tx } from "../roster-row.ts";

export type Override = typeof rosterOverrides.$inferSelect;

const json = (v: FieldValue) => JSON.stringify(v);

/**
 * Whether a release's value replaces the operator's. The release wins only when
 * it is newer evidence on both counts: its roster was checked after the
 * operator's edit (its `asOf` is a later day), and its value differs from the
 * one the operator replaced, so the release saw a change the operator did not
 * make. A release that merely repeats the old value, or predates the edit,
 * leaves the operator's value in place.
 */
export function releaseWins(override: Pick<Override, "replaced" | "editedOn">, releaseValue: FieldValue, releaseAsOf: string): boolean {
  return releaseAsOf > override.editedOn && json(releaseValue) !== (override.replaced ?? json(null));
}

/**
 * Records the operator's value of a field. `replaced` keeps the value from
 * before the operator's first edit of this field, so a second edit still
 * compares releases with what the release last said.
 */
export function recordOverride(tx: Tx, o: { slug: string; field: StoredField; value: FieldValue; replaced: FieldValue | undefined; editedOn: string; sourceUrl: string }): void {
  const existing = tx.select().from(rosterOverrides).where(and(eq(rosterOverrides.slug, o.slug), eq(rosterOverrides.field, o.field))).get();
  const replaced = existing ? existing.replaced : o.replaced === undefined ? null : json(o.replaced);
  const row = { slug: o.slug, field: o.field, value: json(o.value), replaced, editedOn: o.editedOn, sourceUrl: o.sourceUrl };
  tx.insert(rosterOverrides).values(row).onConflictDoUpdate({ target: [rosterOverrides.slug, rosterOverrides.field], set: row }).run();
}

export function overridesBySlug(tx: Pick<Tx, "select">): Map<string, Override[]> {
  const bySlug = new Map<string, Override[]>();
  for (const o of tx.select().from(rosterOverrides).all()) bySlug.set(o.slug, [...(bySlug.get(o.slug) ?? []), o]);
  return bySlug;
}

export function dropOverride(tx: Tx, slug: string, field: string): void {
  tx.delete(rosterOverrides).where(and(eq(rosterOverrides.slug, slug), eq(rosterOverrides.field, field))).run();
}

export const overrideValue = (o: Override): FieldValue => JSON.parse(o.value) as FieldValue;
