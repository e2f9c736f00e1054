import { closeSync, existsSync, fsync, linkSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** Where the build embeds the ready database (not under public/: never served). */
export const SEEDED_DATABASE = "prepared/seeded.db";

/**
 * The session secret's stand-in in the image: a row of `meta` whose value is exactly as long as a
 * secret (64 hex digits) and could never be one. Placing the image writes a new random secret over
 * these bytes before the file is flushed and appears, so every site has its own from its first
 * answer, made durable by the same flush, without a first write to the new database. A value of the
 * same length in the same place leaves every other byte of the page as it was, so the file stays
 * what SQLite wrote (its pages carry no checksum).
 */
export const SECRET_PLACEHOLDER = "written over by placeSeededImage with this site's session secret";

/** A new session secret: 32 random bytes as 64 hex digits, the form `sessionSecret` stores. */
export function newSessionSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
}

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
 * `secretAt` is where the build found `SECRET_PLACEHOLDER` in the image (`writeSeededImage`): a new
 * secret is written there before the flush.
 *
 * The checks and the write happen before this returns (a write Bun does not finish at once starts
 * the flush when it does); the flush, which waits for the disk, runs on another thread. The
 * executable's entry calls this before it loads the server's code, so the flush overlaps that work
 * instead of following it, and the start awaits the answer before it opens the database.
 */
export function placeSeededImage(path: string, imageFile: string, secretAt?: number): Promise<boolean> {
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
  const image = Bun.file(imageFile);
  let writing: Promise<number>;
  try {
    mkdirSync(dirname(path), { recursive: true });
    // The name carries this process's id, so a file by that name is a dead start's leftover, never another's work.
    rmSync(temporary, { force: true });
    fd = openSync(temporary, "wx");
    // Bun.write, not reading the image into a buffer first: the executable's copy goes to the file as
    // it is, without the half megabyte of fresh memory a new process pays for page by page.
    writing = Bun.write(Bun.file(fd), image);
    writing.catch(() => {});
  } catch {
    return Promise.resolve(fail());
  }
  const target = fd;
  const flushAndLink = (written: number) => new Promise<boolean>((resolve) => {
    if (written !== image.size) return resolve(fail());
    if (secretAt !== undefined) {
      try {
        const secret = Buffer.from(newSessionSecret());
        if (writeSync(target, secret, 0, secret.length, secretAt) !== secret.length) return resolve(fail());
      } catch {
        return resolve(fail());
      }
    }
    // A database file torn by a power cut would not be re-derived at the next start: flush it before it appears.
    fsync(target, (err) => {
      if (err) return resolve(fail());
      try {
        closeSync(target);
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
  // An embedded image is written before Bun.write returns (its promise is already settled): the
  // flush is then asked for at once, not at the event loop's next turn, which loading the server's
  // code would delay.
  const settled = Bun.peek(writing);
  if (typeof settled === "number") return flushAndLink(settled);
  if (settled !== writing) return Promise.resolve(fail());
  return writing.then(flushAndLink, fail);
}
