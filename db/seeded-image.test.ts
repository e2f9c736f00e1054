import { afterAll, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb, type Db } from "./open.ts";
import { loadContent } from "./content-loader.ts";
import { placeSeededImage, SECRET_PLACEHOLDER } from "./seeded-image.ts";
import { sessionSecret } from "../src/server/operator/secrets.ts";
import { writeSeededImage } from "./seeded-image-write.ts";
import { readContentFromDisk } from "../src/server/content-files.ts";

const dir = mkdtempSync(join(tmpdir(), "conclave-seeded-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bundle = readContentFromDisk(process.cwd());
const imagePath = join(dir, "image.db");
const { secretAt } = writeSeededImage(imagePath, bundle);

/** Every row of every table, in a stable order; the session secret, which differs for every site, left out. */
function contents(db: Db): Record<string, unknown[]> {
  const tables = db.$client.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  return Object.fromEntries(tables.map(({ name }) => [name, db.$client.query(`SELECT * FROM "${name}" ${name === "meta" ? "WHERE key <> 'session_secret'" : ""} ORDER BY rowid`).all()]));
}

/** The image's bytes, but for the 64 where placing wrote the site's secret. */
const asPlaced = (placed: Buffer) => Buffer.concat([placed.subarray(0, secretAt), Buffer.from(SECRET_PLACEHOLDER), placed.subarray(secretAt + 64)]);

const storedSecret = (db: Db) => db.$client.query<{ value: string }, []>("SELECT value FROM meta WHERE key = 'session_secret'").get()?.value;

test("a placed image is the database an ordinary first start makes, and the start recognises its content", async () => {
  const ordinary = openDb(join(dir, "ordinary.db"));
  expect(loadContent(ordinary, bundle).loaded).toBe(true);

  const path = join(dir, "nested", "site.db");
  expect(await placeSeededImage(path, imagePath, secretAt)).toBe(true);
  const seeded = openDb(path);
  // Its own secret, in the file from the start: the start reads it and writes nothing.
  const secret = storedSecret(seeded)!;
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect(sessionSecret(seeded, undefined)).toBe(secret);
  expect(seeded.$client.query<{ integrity_check: string }, []>("PRAGMA integrity_check").get()!.integrity_check).toBe("ok");
  expect(seeded.$client.query<{ journal_mode: string }, []>("PRAGMA journal_mode").get()!.journal_mode).toBe("wal");
  // Same content hash recorded: the start finds nothing to load.
  expect(loadContent(seeded, bundle).loaded).toBe(false);
  expect(contents(seeded)).toEqual(contents(ordinary));
  expect((contents(seeded).cardinals ?? []).length).toBe(246);
  seeded.$client.close();
  ordinary.$client.close();
  expect(readdirSync(join(dir, "nested")).filter((n) => n.includes("seeding"))).toEqual([]);
});

test("an existing database is never replaced: the operator's changes stay", async () => {
  const path = join(dir, "existing.db");
  const db = openDb(path);
  loadContent(db, bundle);
  db.$client.run("UPDATE cardinals SET full_name = 'Edited by the operator' WHERE slug = 'pietro-parolin'");
  db.$client.close();
  expect(await placeSeededImage(path, imagePath, secretAt)).toBe(false);
  const again = openDb(path);
  expect(again.$client.query<{ full_name: string }, []>("SELECT full_name FROM cardinals WHERE slug = 'pietro-parolin'").get()!.full_name).toBe("Edited by the operator");
  again.$client.close();
});

test("where the image cannot be placed nothing is left behind and the ordinary start takes over", async () => {
  const file = join(dir, "a-file");
  writeFileSync(file, "not a folder");
  expect(await placeSeededImage(join(file, "site.db"), imagePath, secretAt)).toBe(false);
  expect(await placeSeededImage(":memory:", imagePath, secretAt)).toBe(false);
  expect(readdirSync(dir).filter((n) => n.includes("seeding"))).toEqual([]);
});

test("the database appears only once the whole image is written and flushed", async () => {
  const folder = join(dir, "in-flight");
  const path = join(folder, "site.db");
  const placing = placeSeededImage(path, imagePath, secretAt);
  // The image goes to a temporary file and the flush runs on another thread: until both are done,
  // nothing is at the database's path, so a crash now leaves no file a later start would open as the database.
  expect(existsSync(path)).toBe(false);
  expect(readdirSync(folder)).toEqual([`site.db.${process.pid}.seeding`]);
  expect(await placing).toBe(true);
  expect(asPlaced(readFileSync(path)).equals(readFileSync(imagePath))).toBe(true);
  expect(readdirSync(folder)).toEqual(["site.db"]);
});

test("a start that died while writing the image leaves nothing the next start takes for a database", async () => {
  const folder = join(dir, "after-crash");
  mkdirSync(folder);
  const path = join(folder, "site.db");
  const image = readFileSync(imagePath);
  // What a crash midway leaves: a torn temporary file, one from another process and one that
  // carries this process's id (an earlier process that had the same id).
  writeFileSync(join(folder, "site.db.999999.seeding"), image.subarray(0, 4096));
  writeFileSync(join(folder, `site.db.${process.pid}.seeding`), image.subarray(0, 8192));
  expect(await placeSeededImage(path, imagePath, secretAt)).toBe(true);
  expect(asPlaced(readFileSync(path)).equals(image)).toBe(true);
  const db = openDb(path);
  expect(db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinals").get()!.n).toBe(246);
  db.$client.close();
  // The other process's leftover is not this start's to remove; it is never opened either.
  expect(readdirSync(folder).filter((n) => n.endsWith(".seeding"))).toEqual(["site.db.999999.seeding"]);
});

test("every placed image has its own session secret, and the image's placeholder is never used as one", async () => {
  const secrets = [];
  for (const name of ["one", "two"]) {
    const path = join(dir, "secrets", name, "site.db");
    expect(await placeSeededImage(path, imagePath, secretAt)).toBe(true);
    const db = openDb(path);
    secrets.push(storedSecret(db));
    db.$client.close();
  }
  expect(secrets[0]).not.toBe(secrets[1]);
  // A copy of the image opened as it is: the placeholder is replaced by a secret like any other.
  const copy = join(dir, "secrets", "copy.db");
  writeFileSync(copy, readFileSync(imagePath));
  const db = openDb(copy);
  expect(storedSecret(db)).toBe(SECRET_PLACEHOLDER);
  const made = sessionSecret(db, undefined);
  expect(made).toMatch(/^[0-9a-f]{64}$/);
  expect(storedSecret(db)).toBe(made);
  db.$client.close();
});
