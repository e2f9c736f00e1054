import { rmSync } from "node:fs";
import { openDb } from "./open.ts";
import { loadContent, type ContentBundle } from "./content-loader.ts";

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
