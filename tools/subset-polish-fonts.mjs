/**
 * Cuts islands/app/fonts/*-polish-wght-normal.woff2 (the Polish letters, weight axis kept) from the
 * fontsource Latin Extended files. Run again when the fonts are updated or a language needs more letters:
 *   npm install --prefix /tmp/subset subset-font@2.9.0 && NODE_PATH=/tmp/subset/node_modules node tools/subset-polish-fonts.mjs
 * (a tool for this step only, so not a dependency of the site; the letters are POLISH.letters in islands/app/fonts.ts).
 */
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const require = createRequire(join(process.env.NODE_PATH ?? ".", "x"));
const subsetFont = require("subset-font");
const root = join(import.meta.dirname, "..");
const letters = /letters: "([^"]+)"/.exec(readFileSync(join(root, "islands/app/fonts.ts"), "utf8"))[1];
for (const [pkg, file] of [["inter", "inter-latin-ext-wght-normal.woff2"], ["source-serif-4", "source-serif-4-latin-ext-wght-normal.woff2"]]) {
  const source = readFileSync(join(root, "node_modules/@fontsource-variable", pkg, "files", file));
  const cut = await subsetFont(source, letters, { targetFormat: "woff2" });
  writeFileSync(join(root, "islands/app/fonts", file.replace("latin-ext", "polish")), cut);
  console.log(`${file}: ${source.length} → ${cut.length} bytes`);
}
