import type { Database } from "bun:sqlite";
import { migrations } from "./migrations/index.ts";

const TABLE = `"__drizzle_migrations"`;

/**
 * Applies pending migrations as drizzle's own migrator does (same table, same
 * rows, from the embedded copies), with one difference: the pending ones are
 * worked out *inside* a write transaction begun with BEGIN IMMEDIATE. drizzle
 * reads the last applied migration before taking the lock, so two servers
 * started together on a new file both decided to create every table and one
 * failed ("table already exists", "database is locked"). Here the second
 * waits for the first's lock and then finds nothing left to do.
 */
export function applyMigrations(sqlite: Database): void {
  sqlite.run("BEGIN IMMEDIATE");
  try {
    sqlite.run(`CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
    const last = sqlite.query<{ created_at: number | string }, []>(`SELECT created_at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`).get();
    for (const m of migrations) {
      if (last && Number(last.created_at) >= m.when) continue;
      for (const statement of m.sql.split("--> statement-breakpoint")) sqlite.run(statement);
      sqlite.query(`INSERT INTO ${TABLE} ("hash", "created_at") VALUES (?1, ?2)`).run(new Bun.CryptoHasher("sha256").update(m.sql).digest("hex"), m.when);
    }
    sqlite.run("COMMIT");
  } catch (err) {
    sqlite.run("ROLLBACK");
    throw err;
  }
}
