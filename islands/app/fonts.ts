/**
 * The site's two typefaces, shipped by the site itself (no font host): the
 * Latin and Latin Extended subsets of Inter and Source Serif 4 (accented names
 * such as Erdő need the latter). Browsers fetch a subset only when a page uses it.
 * Used by build.ts only; never imported by the client.
 */
import { join } from "node:path";
import inter from "@capsizecss/metrics/inter";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import arial from "@capsizecss/metrics/arial";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";

interface Metrics { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

/**
 * A local font stretched to the web font's average width and line metrics,
 * so text laid out before the web font arrives takes the same room and
 * nothing moves when it swaps in.
 */
function fallbackFace(family: string, local: string, font: Metrics, fallback: Metrics): string {
  const sizeAdjust = (font.xWidthAvg / font.unitsPerEm) / (fallback.xWidthAvg / fallback.unitsPerEm);
  const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
  const em = font.unitsPerEm * sizeAdjust;
  return `@font-face{font-family:'${family}';src:local('${local}');size-adjust:${pct(sizeAdjust)};ascent-override:${pct(font.ascent / em)};descent-override:${pct(Math.abs(font.descent) / em)};line-gap-override:${pct(font.lineGap / em)}}`;
}

/** The faces every page uses above the fold, preloaded so they are ready for the first paint. */
const PRELOADED = new Set(["inter-latin-wght-normal.woff2", "source-serif-4-latin-wght-normal.woff2"]);
/**
 * The letters of the site's languages beyond the Latin subset: Polish's. A page in Polish uses them in
 * every heading and button, so its first paint waits for them; the whole Latin Extended faces (127 KB
 * for the two upright ones) made the Polish pages' first paint later than the English ones'. These
 * faces hold only these letters, cut from the same fontsource files (with the weight axis) by
 * `tools/subset-polish-fonts.mjs`; every other extended letter (a name such as Erdő) still comes from
 * the Latin Extended faces, fetched when a page shows one.
 */
export const POLISH = { letters: "ĄąĆćĘęŁłŃńŚśŹźŻż", range: "U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C" };
const POLISH_FACES = [
  { family: "Inter Variable", file: "inter-polish-wght-normal.woff2" },
  { family: "Source Serif 4 Variable", file: "source-serif-4-polish-wght-normal.woff2" },
];

/**
 * The serif's Latin italic at weight 400 alone, cut from the variable face by `tools/subset-italic-font.mjs`
 * (21 KB instead of 52; still a variable font, its axis narrowed to 400-401, because Chromium draws a
 * static instance's strokes a shade lighter than the variable face at 400): every serif italic the site sets is of that weight (a cardinal's motto, quotations),
 * and a cardinal's page shows one on its first screen, where the face counts towards the first paint.
 */
const PINNED_ITALIC = { from: "source-serif-4-latin-wght-italic.woff2", file: "source-serif-4-latin-400-italic.woff2" };

/** Letters of the Latin Extended subsets (Polish ł, ą, ż...), which the Latin subset lacks. */
export const LATIN_EXTENDED_LETTER = /[\u0100-\u024F\u1E00-\u1EFF]/;

const FACES = [
  { pkg: "@fontsource-variable/inter", family: "Inter Variable", file: "inter-{subset}-wght-normal.woff2", style: "normal" },
  { pkg: "@fontsource-variable/source-serif-4", family: "Source Serif 4 Variable", file: "source-serif-4-{subset}-wght-normal.woff2", style: "normal" },
  { pkg: "@fontsource-variable/source-serif-4", family: "Source Serif 4 Variable", file: "source-serif-4-{subset}-wght-italic.woff2", style: "italic" },
];

const RANGES: Record<string, string> = {
  latin: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext": "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
};

export async function buildFonts(): Promise<{ css: string; files: Map<string, Blob>; preload: string[]; extended: string[] }> {
  const files = new Map<string, Blob>();
  const preload: string[] = [];
  const extended: string[] = [];
  const rules: string[] = [
    fallbackFace("Inter Fallback", "Arial", inter, arial),
    fallbackFace("Source Serif Fallback", "Times New Roman", sourceSerif4, timesNewRoman),
  ];
  /** Adds the face at `path` (served as `name` with its hash) and its rule; answers its address. */
  const addFace = async (path: string, name: string, face: { family: string; style: string }, display: "optional" | "swap", range: string, weights = ["100 900"]) => {
    const bytes = await Bun.file(path).bytes();
    const address = `/assets/fonts/${name.replace(".woff2", `-${Bun.hash(bytes).toString(36)}.woff2`)}`;
    files.set(address.slice(1), new Blob([bytes], { type: "font/woff2" }));
    for (const weight of weights) {
      rules.push(`@font-face{font-family:'${face.family}';font-style:${face.style};font-display:${display};font-weight:${weight};src:url(${address}) format('woff2-variations');unicode-range:${range}}`);
    }
    return address;
  };
  const modules = join(import.meta.dir, "../../node_modules");
  for (const face of FACES) {
    for (const [subset, range] of Object.entries(RANGES)) {
      const name = face.file.replace("{subset}", subset);
      const preloaded = PRELOADED.has(name);
      // A preloaded face is nearly always in by the first paint; when it is not (a slow phone's first
      // visit), the page keeps the matched local fallback rather than reflowing under the reader: even
      // matched metrics wrap a line differently, and one rewrapped line of a translated heading moved
      // the whole home page. Faces fetched on demand (accented names, italics) still swap in, as
      // only a few letters wait for them and mixing faces inside a word would read worse.
      const pinned = PINNED_ITALIC.from === name;
      // With the weight-400 cut below, the variable face serves the other weights only. Chromium takes,
      // of a family's faces in one style, those whose declared weight fits best and only then looks at
      // unicode-range: every italic subset is declared with the same three weight ranges, or a face
      // declared "100 900" alone (Latin Extended) would win for 400 and leave Latin letters to the fallback.
      const weights = face.style === "italic" ? (pinned ? ["100 399", "401 900"] : ["100 399", "400", "401 900"]) : undefined;
      const address = await addFace(join(modules, face.pkg, "files", name), name, face, preloaded ? "optional" : "swap", range, weights);
      if (preloaded) preload.push(address);
      if (pinned) await addFace(join(import.meta.dir, "fonts", PINNED_ITALIC.file), PINNED_ITALIC.file, face, "swap", range, ["400"]);
    }
  }
  // Declared after the Latin Extended faces, which also cover these letters: of two faces of a family
  // for the same letter, the browser takes the one declared last.
  for (const face of POLISH_FACES) {
    extended.push(await addFace(join(import.meta.dir, "fonts", face.file), face.file, { family: face.family, style: "normal" }, "swap", POLISH.range));
  }
  return { css: rules.join(""), files, preload, extended };
}
