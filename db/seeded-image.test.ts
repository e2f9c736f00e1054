import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb, type Db } from "./open.ts";
import { loadContent } from "./content-loader.ts";
import { placeSeededImage, writeSeededImage } from "./seeded-image.ts";
import { readContentFromDisk } from "../src/server/content-files.ts";

const dir = mkdtempSync(join(tmpdir(), "conclave-seeded-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bundle = readContentFromDisk(process.cwd());
const imagePath = join(dir, "image.db");
writeSeededImage(imagePath, bundle);

/** Every row of every table, in a stable order. */
function contents(db: Db): Record<string, unknown[]> {
  const tables = db.$client.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  return Object.fromEntries(tables.map(({ name }) => [name, db.$client.query(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

test("a placed image is the database an ordinary first start makes, and the start recognises its content", async () => {
  const ordinary = openDb(join(dir, "ordinary.db"));
  expect(loadContent(ordinary, bundle).loaded).toBe(true);

  const path = join(dir, "nested", "site.db");
  expect(await placeSeededImage(path, Bun.file(imagePath))).toBe(true);
  const seeded = openDb(path);
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
  expect(await placeSeededImage(path, Bun.file(imagePath))).toBe(false);
  const again = openDb(path);
  expect(again.$client.query<{ full_name: string }, []>("SELECT full_name FROM cardinals WHERE slug = 'pietro-parolin'").get()!.full_name).toBe("Edited by the operator");
  again.$client.close();
});

test("where the image cannot be placed nothing is left behind and the ordinary start takes over", async () => {
  const file = join(dir, "a-file");
  writeFileSync(file, "not a folder");
  expect(await placeSeededImage(join(file, "site.db"), Bun.file(imagePath))).toBe(false);
  expect(await placeSeededImage(":memory:", Bun.file(imagePath))).toBe(false);
  expect(readdirSync(dir).filter((n) => n.includes("seeding"))).toEqual([]);
});
