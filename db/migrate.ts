import { createHash } from "node:crypto";
import type { MigrationMeta } from "drizzle-orm/migrator";
import type { BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { migrations } from "./migrations/index.ts";

/** What drizzle's folder reader would produce, built from the embedded copies. */
function toMeta(m: { when: number; sql: string }): MigrationMeta {
  return {
    sql: m.sql.split("--> statement-breakpoint"),
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
    bps: true,
  };
}

/** Applies pending migrations exactly as drizzle's own migrator does. */
export function applyMigrations(db: BunSQLiteDatabase<Record<string, unknown>>): void {
  const internals = db as unknown as {
    dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): void };
    session: unknown;
  };
  internals.dialect.migrate(migrations.map(toMeta), internals.session, { migrationsFolder: "" });
}
