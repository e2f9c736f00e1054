import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import * as schema from "./schema.ts";
import { applyMigrations } from "./migrate.ts";
import { configureConnection, withRederivableWrites, withStartupWait } from "./connection.ts";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/**
 * Opens (creating when absent) the one database file, sets the pragmas every
 * connection needs, and brings the schema up to date.
 */
export function openDb(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = configureConnection(new Database(path, { create: true, strict: true }));
  const db = drizzle({ client: sqlite, schema }) as Db;
  withStartupWait(sqlite, () => withRederivableWrites(sqlite, () => applyMigrations(sqlite)));
  return db;
}
