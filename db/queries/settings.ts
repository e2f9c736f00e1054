import { eq } from "drizzle-orm";
import type { Db } from "../open.ts";
import { WRITE_TRANSACTION } from "../connection.ts";
import { auditLog, settings } from "../schema.ts";

export function readSetting(db: Db, key: string): string | null {
  return db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value ?? null;
}

/** Changes a setting and writes its audit row in one transaction. */
export function writeSetting(db: Db, key: string, value: string, at: string): void {
  db.transaction((tx) => {
    const old = tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value ?? null;
    tx.insert(settings).values({ key, value, updatedAt: at }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } }).run();
    tx.insert(auditLog).values({ at, action: `setting:${key}`, oldValue: old, newValue: value }).run();
  }, WRITE_TRANSACTION);
}
