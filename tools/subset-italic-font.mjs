/**
 * Cuts islands/app/fonts/source-serif-4-latin-400-italic.woff2: the Latin italic of Source Serif 4 with
 * its weight axis narrowed to 400-401 (21 KB instead of 52 KB; pinned to a static 400, Chromium drew its
 * strokes a shade lighter than the variable face's). Every italic the site sets in
 * the serif is of weight 400 (a cardinal's motto, quotations), and a cardinal's page shows one on its
 * first screen, so the face counts towards that page's first paint; other weights still come from the
 * variable face. Run again when the fonts are updated:
 *   npm install --prefix /tmp/subset subset-font@2.9.0 && NODE_PATH=/tmp/subset/node_modules node tools/subset-italic-font.mjs
 * (a tool for this step only, so not a dependency of the site; the letters are those of the fontsource
 * Latin subset's unicode-range, RANGES.latin in islands/app/fonts.ts).
 */
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const require = createRequire(join(process.env.NODE_PATH ?? ".", "x"));
const subsetFont = require("subset-font");
const root = join(import.meta.dirname, "..");
const range = /latin: "([^"]+)"/.exec(readFileSync(join(root, "islands/app/fonts.ts"), "utf8"))[1];
let letters = "";
for (const part of range.split(",")) {
  const [from, to = from] = part.replace("U+", "").split("-").map((h) => Number.parseInt(h, 16));
  for (let c = from; c <= to; c++) letters += String.fromCodePoint(c);
}
const file = "source-serif-4-latin-wght-italic.woff2";
const source = readFileSync(join(root, "node_modules/@fontsource-variable/source-serif-4/files", file));
const cut = await subsetFont(source, letters, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 401, default: 400 } } });
writeFileSync(join(root, "islands/app/fonts/source-serif-4-latin-400-italic.woff2"), cut);
console.log(`${file}: ${source.length} → ${cut.length} bytes (weight 400)`);
