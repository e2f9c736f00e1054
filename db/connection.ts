import type { Database } from "bun:sqlite";

/** The pragmas every connection to the database file needs, the vote writer's included. */
export function configureConnection(sqlite: Database): Database {
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA busy_timeout = 5000");
  sqlite.run("PRAGMA foreign_keys = ON");
  // FULL: a vote or a setting is acknowledged only once it would survive a power cut.
  sqlite.run("PRAGMA synchronous = FULL");
  return sqlite;
}
