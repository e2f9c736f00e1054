import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { photoIndexReader } from "./photo-index.ts";

const dir = mkdtempSync(join(tmpdir(), "photo-index-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A photo and its credit file, as `cardinalis photos sync` writes them. */
function addPhoto(slug: string) {
  writeFileSync(join(dir, `${slug}.jpg`), "jpeg");
  const credit = { file: `${slug}.jpg`, author: "A. Photographer", licence: "CC BY-SA 4.0", licenceUrl: null, filePage: `https://commons.wikimedia.org/wiki/File:${slug}.jpg` };
  writeFileSync(join(dir, `${slug}.json`), JSON.stringify(credit));
}

test("a photo synced while the site runs appears at the next look at the folder, which comes at most once a second", () => {
  let clock = 0;
  const read = photoIndexReader(dir, 1000, () => clock);
  addPhoto("cardinal-one");
  const first = read();
  expect(Object.keys(first.photos)).toEqual(["cardinal-one"]);

  addPhoto("cardinal-two");
  clock = 999;
  // Within the second the folder is not looked at: the same index, by identity (it keys the page cache).
  expect(read()).toBe(first);
  clock = 1000;
  expect(Object.keys(read().photos).sort()).toEqual(["cardinal-one", "cardinal-two"]);
});

test("a folder that does not exist gives no photos", () => {
  expect(photoIndexReader(join(dir, "missing"))().photos).toEqual({});
});
