import { closeSync, existsSync, fsync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** Where the build embeds the ready database (not under public/: never served). */
export const SEEDED_DATABASE = "prepared/seeded.db";

/**
 * Puts the image at `imageFile` (the embedded copy) at `path` when there is no database there yet;
 * resolves true when it did.
 *
 * The file appears whole or not at all: the image is written to a temporary file beside it,
 * flushed to disk, then linked into place. A link, unlike a rename, never replaces a file, so a
 * database that appeared meanwhile (a second server starting on the same path) is kept as it is.
 * A crash before the link leaves only the temporary file, which no start reads as a database
 * (the next one finds no database and places the image again); the flush before the link means a
 * file at `path` is never a torn copy. A leftover `-wal` without its database is a case SQLite
 * must sort out, so it is left to the ordinary start too. On any failure (a folder this user
 * cannot write, a file system without links) nothing is left behind and the caller creates the
 * database as a checkout does, which also gives the operator the usual sentence about what is wrong.
 *
 * The checks and the write happen before this returns; the flush, which waits for the disk, runs on
 * another thread. The executable's entry calls this before it loads the server's code, so the
 * flush overlaps that work instead of following it, and the start awaits the answer before it
 * opens the database.
 */
export function placeSeededImage(path: string, imageFile: string): Promise<boolean> {
  if (path === ":memory:" || existsSync(path) || existsSync(`${path}-wal`)) return Promise.resolve(false);
  const temporary = `${path}.${process.pid}.seeding`;
  let fd: number | undefined;
  const fail = () => {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
      rmSync(temporary, { force: true });
    }
    return false;
  };
  try {
    mkdirSync(dirname(path), { recursive: true });
    const bytes = readFileSync(imageFile);
    // The name carries this process's id, so a file by that name is a dead start's leftover, never another's work.
    rmSync(temporary, { force: true });
    fd = openSync(temporary, "wx");
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
  } catch {
    return Promise.resolve(fail());
  }
  const written = fd;
  return new Promise<boolean>((resolve) => {
    // A database file torn by a power cut would not be re-derived at the next start: flush it before it appears.
    fsync(written, (err) => {
      if (err) return resolve(fail());
      try {
        closeSync(written);
        fd = undefined;
        linkSync(temporary, path);
        resolve(true);
      } catch {
        resolve(false);
      } finally {
        rmSync(temporary, { force: true });
      }
    });
  });
}
