import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { applyMigrations } from "./migrate.ts";
import { configureConnection, withRederivableWrites, withStartupWait } from "./connection.ts";

/**
 * The database through drizzle's query builder. Made without drizzle's relational query API
 * (`db.query.<table>`), which nothing uses: given the schema, drizzle works out every table's
 * relations when the connection is made, a cost paid before a start's first answer.
 */
export type Db = BunSQLiteDatabase & { $client: Database };

/** How much of the database file the server's connection maps (address space, not memory it takes). */
const MMAP_BYTES = 256 * 1024 * 1024;

/**
 * Opens (creating when absent) the one database file, sets the pragmas every
 * connection needs, and brings the schema up to date.
 */
export function openDb(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = configureConnection(new Database(path, { create: true, strict: true }));
  // Reads through a memory map: the first scan of a table (the College's count in the start line and
  // /api/seed-data, the directory's roster) copied each page through read() and cost a new start about
  // 2 ms. Writes still go through SQLite's ordinary path; only this connection maps the file.
  sqlite.run(`PRAGMA mmap_size = ${MMAP_BYTES}`);
  const db = drizzle({ client: sqlite }) as Db;
  withStartupWait(sqlite, () => withRederivableWrites(sqlite, () => applyMigrations(sqlite)));
  return db;
}
