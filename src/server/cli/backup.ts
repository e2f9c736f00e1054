import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BUSY_TIMEOUT_MS } from "../../../db/connection.ts";

export const BACKUP_HELP = `Usage: cardinalis backup --db <path> --to <file>
       cardinalis restore --from <file> --db <path>

backup   copies the database while the site keeps serving (SQLite's VACUUM INTO: one
         consistent moment, every vote committed before it included), checks the copy
         (PRAGMA integrity_check) and prints its size and what it holds.
restore  checks the backup first, refuses while a server (or anything else) has the
         database open, then puts the backup in its place; the old file is kept beside
         it as <path>.before-restore-<time>.
`;

/** The rows a self-hoster would miss: what a backup is for. */
const COUNTED = ["cardinals", "cardinal_votes", "poll_votes", "corrections", "roster_changes", "audit_log"] as const;

export interface BackupReport { file: string; bytes: number; counts: Record<string, number> }

/** Opens a copy read-only and checks it is whole and is this site's database; the counts, or an error that says why not. */
export function checkBackup(file: string): Record<string, number> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  let db: Database;
  try {
    db = new Database(file, { readonly: true, strict: true });
  } catch (err) {
    throw new Error(`${file} cannot be opened as a SQLite database (${err instanceof Error ? err.message : err})`);
  }
  try {
    const result = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all().map((r) => r.integrity_check);
    if (result.join() !== "ok") throw new Error(`${file} is damaged: ${result.slice(0, 3).join("; ")}`);
    const tables = new Set(db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((r) => r.name));
    const missing = ["__drizzle_migrations", ...COUNTED].filter((t) => !tables.has(t));
    if (missing.length) throw new Error(`${file} is not a Cardinalis database (no table ${missing.join(", ")})`);
    return Object.fromEntries(COUNTED.map((t) => [t, db.query<{ n: number }, []>(`SELECT count(*) AS n FROM "${t}"`).get()!.n]));
  } catch (err) {
    if (err instanceof Error && /SQLITE_NOTADB|not a database/i.test(`${(err as { code?: string }).code} ${err.message}`)) throw new Error(`${file} is not a SQLite database`);
    throw err;
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a live database. VACUUM INTO reads one snapshot in a
 * read transaction, so writers (the vote writer included) carry on; what was
 * committed before it began is in the copy. Written under a temporary name
 * and renamed once checked, so a half-made backup never looks like a backup.
 */
export function backupDatabase(dbPath: string, to: string): BackupReport {
  if (!existsSync(dbPath)) throw new Error(`there is no database at ${resolve(dbPath)}`);
  if (existsSync(to)) throw new Error(`${resolve(to)} already exists; choose a new file name`);
  const part = `${to}.part`;
  rmSync(part, { force: true });
  const db = new Database(dbPath, { readonly: true, strict: true });
  try {
    db.run(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.query("VACUUM INTO ?1").run(part);
  } finally {
    db.close();
  }
  try {
    const counts = checkBackup(part);
    renameSync(part, to);
    return { file: to, bytes: statSync(to).size, counts };
  } catch (err) {
    rmSync(part, { force: true });
    throw err;
  }
}

/** True when no other connection has the database open: an exclusive lock is granted at once. */
function databaseInUse(dbPath: string): boolean {
  const db = new Database(dbPath, { strict: true });
  try {
    db.run("PRAGMA busy_timeout = 0");
    db.run("PRAGMA locking_mode = EXCLUSIVE");
    db.run("BEGIN EXCLUSIVE");
    db.query("SELECT count(*) FROM sqlite_master").get();
    db.run("COMMIT");
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

/** Puts a checked backup in place of a database nobody has open; the old file is kept beside it. */
export function restoreDatabase(from: string, dbPath: string, now = new Date()): { counts: Record<string, number>; keptAs: string | null } {
  const counts = checkBackup(from);
  let keptAs: string | null = null;
  if (existsSync(dbPath)) {
    if (databaseInUse(dbPath)) throw new Error(`${resolve(dbPath)} is in use (is the site running?). Stop the server first, then restore.`);
    // Closing the last connection above folded its WAL into the file, so the file alone is the old database.
    keptAs = `${dbPath}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dbPath, keptAs);
  }
  mkdirSync(dirname(resolve(dbPath)), { recursive: true });
  for (const suffix of ["-wal", "-shm"]) rmSync(`${dbPath}${suffix}`, { force: true });
  copyFileSync(from, `${dbPath}.restoring`);
  renameSync(`${dbPath}.restoring`, dbPath);
  return { counts, keptAs };
}

const describeCounts = (c: Record<string, number>) =>
  `${c.cardinals} cardinals, ${c.cardinal_votes} papal-poll votes, ${c.poll_votes} fun-poll votes, ${c.corrections} corrections, ${c.roster_changes} roster changes, ${c.audit_log} audit entries`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Keeps the newest `keep` backups the schedule made in `dir` (its own names only) and deletes older ones. */
export function pruneBackups(dir: string, keep: number): string[] {
  const ours = readdirSync(dir).filter((n) => /^cardinalis-\d{8}T\d{6}Z\.db$/.test(n)).sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

/** The file name of a scheduled backup: sortable by time. */
export const scheduledBackupName = (at: Date) => `cardinalis-${at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}.db`;

/** `cardinalis backup` and `cardinalis restore`: exit 0 on success, 1 on failure (with a sentence), 2 on bad arguments. */
export function backupCommand(command: "backup" | "restore", argv: string[], env: Record<string, string | undefined>): number {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { db: { type: "string" }, to: { type: "string" }, from: { type: "string" }, help: { type: "boolean", short: "h" } }, strict: true }));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err, "\n\n" + BACKUP_HELP);
    return 2;
  }
  if (values.help) {
    console.log(BACKUP_HELP);
    return 0;
  }
  const db = values.db ?? env.DATABASE_PATH ?? "./data/conclave.db";
  try {
    if (command === "backup") {
      if (!values.to) throw Object.assign(new Error("--to <file> is required"), { usage: true });
      const report = backupDatabase(db, values.to);
      console.log(`Backup written to ${resolve(report.file)}: ${megabytes(report.bytes)}, integrity ok; ${describeCounts(report.counts)}.`);
    } else {
      if (!values.from) throw Object.assign(new Error("--from <file> is required"), { usage: true });
      const { counts, keptAs } = restoreDatabase(values.from, db);
      console.log(`Restored ${resolve(db)} from ${resolve(values.from)}: ${describeCounts(counts)}.${keptAs ? ` The previous database is kept as ${resolve(keptAs)}.` : ""}`);
    }
    return 0;
  } catch (err) {
    const usage = (err as { usage?: boolean }).usage;
    console.error(`cardinalis ${command}: ${err instanceof Error ? err.message : err}${usage ? `\n\n${BACKUP_HELP}` : ""}`);
    return usage ? 2 : 1;
  }
}
