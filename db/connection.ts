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

/**
 * Runs `work` with synchronous=NORMAL, then restores FULL. Only for writes the
 * server re-derives when they are missing (migrations, loading the embedded
 * content): in WAL mode a crash can lose them but never leave them half done,
 * and the next FULL commit (the first vote or setting) flushes them with it.
 */
export function withRederivableWrites<T>(sqlite: Database, work: () => T): T {
  sqlite.run("PRAGMA synchronous = NORMAL");
  try {
    return work();
  } finally {
    sqlite.run("PRAGMA synchronous = FULL");
  }
}
