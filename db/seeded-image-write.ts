import { readFileSync, rmSync } from "node:fs";
import { openDb } from "./open.ts";
import { loadContent, type ContentBundle } from "./content-loader.ts";
import { SECRET_PLACEHOLDER } from "./seeded-image.ts";

/**
 * Writes, at `path`, the database a first start would make from this content: every migration
 * applied and the content loaded (its hash recorded), in WAL mode as the server opens it, with
 * nothing else in it (no visitor, no setting) but the session secret's placeholder, which placing
 * the image overwrites (`SECRET_PLACEHOLDER`). The build embeds it, so the executable's first start
 * copies a file instead of migrating and loading 246 cardinals. Answers where the placeholder's
 * bytes are in the file.
 */
export function writeSeededImage(path: string, bundle: ContentBundle): { secretAt: number } {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
  const db = openDb(path);
  loadContent(db, bundle);
  db.$client.query("INSERT INTO meta (key, value) VALUES ('session_secret', ?1)").run(SECRET_PLACEHOLDER);
  // Compacted and folded into the one file: the image must be the whole database.
  db.$client.run("VACUUM");
  db.$client.run("PRAGMA wal_checkpoint(TRUNCATE)");
  db.$client.close();
  for (const file of [`${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
  const bytes = readFileSync(path);
  const secretAt = bytes.indexOf(SECRET_PLACEHOLDER);
  // Stored once, as text in the row's record (VACUUM leaves no stale copy): anything else and writing over it would be unsafe.
  if (secretAt < 0 || bytes.indexOf(SECRET_PLACEHOLDER, secretAt + 1) >= 0) throw new Error("the seeded image must hold the session secret's placeholder exactly once");
  return { secretAt };
}
