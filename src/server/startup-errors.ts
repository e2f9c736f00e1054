import { statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

interface Where { db: string; port: number; host: string }

/** The error that carries a code: the query builder wraps SQLite's errors in its own, with the original as cause. */
function rootOf(err: unknown): unknown {
  let e = err;
  for (let depth = 0; depth < 5 && e instanceof Error && !(e as { code?: unknown }).code && e.cause; depth++) e = e.cause;
  return e;
}
const codeOf = (err: unknown) => String((rootOf(err) as { code?: unknown } | null)?.code ?? "");
const messageOf = (err: unknown) => {
  const e = rootOf(err);
  return (e instanceof Error ? e.message : String(e)).split("\n")[0]!;
};

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * One sentence for an operator whose server did not start: which path or
 * port, what went wrong, and what to do. No stack and no source: the
 * executable is minified, so those would only bury the sentence.
 */
export function describeStartupError(err: unknown, where: Where): string {
  const code = codeOf(err);
  const db = resolve(where.db);
  if (code === "EADDRINUSE") {
    return `Cardinalis cannot listen on port ${where.port}: the port is already in use (is another copy running?). Stop the other server or choose another port with --port.`;
  }
  if (code === "EADDRNOTAVAIL") return `Cardinalis cannot listen on ${where.host}: this machine has no such address. Choose another with --host.`;
  if (code === "EACCES" && /listen|port|server/i.test(messageOf(err))) {
    return `Cardinalis may not listen on port ${where.port} as this user. Choose a port above 1023 with --port.`;
  }
  if (code === "ENOTDIR" || code === "EEXIST") {
    return `Cardinalis cannot create its database at ${db}: part of that path is a file, not a folder. Choose another path with --db.`;
  }
  if (isFolder(db) && (code.startsWith("SQLITE_CANTOPEN") || code === "EISDIR")) {
    return `Cardinalis cannot use ${db} as its database: it is a folder, and --db needs the path of a file (created on first start). Give a file inside it, such as --db ${join(db, "conclave.db")}.`;
  }
  if (code.startsWith("SQLITE_READONLY") || code === "EACCES" || code === "EPERM" || code === "EROFS" || code.startsWith("SQLITE_CANTOPEN")) {
    return `Cardinalis cannot write its database at ${db}: the file or its folder ${dirname(db)} is not writable by this user (SQLite also writes ${db}-wal and ${db}-shm beside it). Give this user write access there or choose another path with --db.`;
  }
  if (code === "SQLITE_NOTADB" || code.startsWith("SQLITE_CORRUPT")) {
    return `Cardinalis cannot read its database at ${db}: the file is damaged or is not a SQLite database. Move it aside to start with a fresh database, or restore it from a backup.`;
  }
  return `Cardinalis could not start (database ${db}, port ${where.port}): ${messageOf(err)}.`;
}
