import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { openDb } from "./open.ts";
import { loadContent, type ContentBundle } from "./content-loader.ts";

/** Where the build embeds the ready database (not under public/: never served). */
export const SEEDED_DATABASE = "prepared/seeded.db";

/**
 * Writes, at `path`, the database a first start would make from this content: every migration
 * applied and the content loaded (its hash recorded), in WAL mode as the server opens it, with
 * nothing else in it (no session secret, no visitor, no setting). The build embeds it, so the
 * executable's first start copies a file instead of migrating and loading 246 cardinals.
 */
export function writeSeededImage(path: string, bundle: ContentBundle): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
  const db = openDb(path);
  loadContent(db, bundle);
  // Compacted and folded into the one file: the image must be the whole database.
  db.$client.run("VACUUM");
  db.$client.run("PRAGMA wal_checkpoint(TRUNCATE)");
  db.$client.close();
  for (const file of [`${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
}

/**
 * Puts the embedded image at `path` when there is no database there yet; true when it did.
 *
 * The file appears whole or not at all: the image is written to a temporary file beside it,
 * flushed to disk, then linked into place. A link, unlike a rename, never replaces a file, so a
 * database that appeared meanwhile (a second server starting on the same path) is kept as it is.
 * A leftover `-wal` without its database is a case SQLite must sort out, so it is left to the
 * ordinary start too. On any failure (a folder this user cannot write, a file system without
 * links) nothing is left behind and the caller creates the database as a checkout does, which
 * also gives the operator the usual sentence about what is wrong.
 */
export async function placeSeededImage(path: string, image: Blob): Promise<boolean> {
  if (path === ":memory:" || existsSync(path) || existsSync(`${path}-wal`)) return false;
  const temporary = `${path}.${process.pid}.seeding`;
  let written = false;
  try {
    mkdirSync(dirname(path), { recursive: true });
    const bytes = new Uint8Array(await image.arrayBuffer());
    const fd = openSync(temporary, "wx");
    written = true;
    try {
      writeFileSync(fd, bytes);
      // A database file torn by a power cut would not be re-derived at the next start: flush it before it appears.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temporary, path);
    return true;
  } catch {
    return false;
  } finally {
    if (written) rmSync(temporary, { force: true });
  }
}
