import type { Database } from "bun:sqlite";

/** How long a statement waits for another connection's write lock before giving up with "database is locked". */
export const BUSY_TIMEOUT_MS = 5000;
/**
 * How long a starting server waits for another one that is setting up the same
 * file (migrations, loading the roster): longer than that takes on a busy machine.
 */
export const STARTUP_WAIT_MS = 120_000;

/** Runs `work` with the longer startup wait for locks, then restores the usual one. */
export function withStartupWait<T>(sqlite: Database, work: () => T): T {
  sqlite.run(`PRAGMA busy_timeout = ${STARTUP_WAIT_MS}`);
  try {
    return work();
  } finally {
    sqlite.run(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/**
 * The options of every transaction that writes. IMMEDIATE takes the write lock
 * before the first read. A deferred transaction that reads and then writes
 * fails at once (SQLITE_BUSY_SNAPSHOT, no waiting) when another connection
 * commits in between, and the vote writer's connection commits every few
 * milliseconds under a crowd: an operator's edit, an import or a conclave
 * event would then fail now and then. IMMEDIATE waits its turn instead.
 */
export const WRITE_TRANSACTION = { behavior: "immediate" } as const;

/**
 * How many pages the WAL may hold before the connection whose commit passed
 * that size folds them into the database file. A crowd's votes rewrite the
 * same pages over and over (the last page of each cardinal in the index by
 * cardinal, the ends of the table and of the visitor index), and every
 * checkpoint copies each page it finds once: every 10,000 pages instead of
 * SQLite's 1,000 copies them a tenth as often (measured on 200,000 votes:
 * about 10 µs less CPU per vote). The WAL grows to about 40 MB under a crowd; a
 * stopping server still folds it back. Every connection uses the same size, so
 * the server's own thread is not the one left to copy a WAL the vote writer grew.
 */
export const WAL_CHECKPOINT_PAGES = 10_000;

/** The pragmas every connection to the database file needs, the vote writer's included. */
export function configureConnection(sqlite: Database): Database {
  // The wait first: switching a new file to WAL needs a moment's lock that a second server may have to wait for.
  sqlite.run(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA foreign_keys = ON");
  // FULL: a vote or a setting is acknowledged only once it would survive a power cut.
  sqlite.run("PRAGMA synchronous = FULL");
  sqlite.run(`PRAGMA wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
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
