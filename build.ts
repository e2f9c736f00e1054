/**
 * Builds the site.
 *   bun build.ts            client bundle + one executable in dist/
 * `buildClient()` is also used to run the site from a checkout (`bun start`,
 * `bun run dev`: src/server/checkout.ts), which bundles the client in memory
 * at start instead of reading dist/.
 */
import { createGenerator } from "@unocss/core";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { basename, dirname, join, resolve } from "node:path";
import unoConfig from "./uno.config.ts";
import { diskFiles } from "./src/server/http/files.ts";
import { PREPARED_CONTENT, PREPARED_PROFILES, readContentFromDisk } from "./src/server/content-files.ts";
import { prepareContent } from "./db/content-loader.ts";
import { checkCollegeContent } from "./db/college-content.ts";
import { SEEDED_DATABASE } from "./db/seeded-image.ts";
import { START_JIT_POLICY } from "./src/server/jit-policy.ts";
import { writeSeededImage } from "./db/seeded-image-write.ts";
import { buildFonts, LATIN_EXTENDED_LETTER } from "./islands/app/fonts.ts";
import { LOCALES, type Locale } from "./src/shared/locales.ts";

const ROOT = import.meta.dir;
/** The worker threads (votes, roster imports, scheduled backups): extra entry points, as Bun needs for a worker in an executable. */
const WORKERS = [join(ROOT, "src/server/votes/vote-writer-worker.ts"), join(ROOT, "src/server/roster/roster-import-worker.ts"), join(ROOT, "src/server/cli/backup-worker.ts")];

export interface ClientBuild {
  /** "assets/<name>" → file */
  files: Map<string, Blob>;
  /** Each language's entry scripts: a page loads its own language's build of the app. */
  scripts: Record<Locale, string[]>;
  styles: string[];
  /** Font files every page preloads. */
  fonts: string[];
  /** Font files a page in that language preloads besides: the Latin Extended faces where its interface text needs them. */
  localeFonts: Partial<Record<Locale, string[]>>;
}

const MESSAGES_DIR = join(ROOT, "islands/lib/i18n/paraglide/messages");
/** The module the app reads its messages (`m`) and its language (`getLocale`) from. */
const MESSAGES_MODULE = join(ROOT, "islands/lib/i18n/messages.ts");
const REGISTRY = join(ROOT, "islands/lib/i18n/paraglide/registry.js");
/** The client sources whose `m.key` reads the build rewrites. */
const CLIENT_SOURCE = new RegExp(`^${ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(islands|src/shared|games)/.*\\.tsx?$`);
const MESSAGE_NAMESPACE = "paraglide-message";

/** One language's compiled messages, key → its `export const key = …;` block in Paraglide's output. */
export function compiledMessages(locale: Locale): Map<string, string> {
  const text = readFileSync(join(MESSAGES_DIR, `${locale}.js`), "utf8");
  const blocks = new Map<string, string>();
  const starts = [...text.matchAll(/^export const ([A-Za-z_$][\w$]*) = /gm)];
  starts.forEach((start, i) => blocks.set(start[1]!, text.slice(start.index, starts[i + 1]?.index ?? text.length).trim()));
  return blocks;
}

/** `import { a, m, b } from "…/i18n/messages.ts"` in a client source: the statement and the names it imports. */
const MESSAGES_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;
/**
 * `m.key`, where `m` is not itself a member (`x.m.key`) nor part of a longer name or class (`m-0`,
 * `em.key`). Keys not in the catalogue are left alone: they belong to a local `m` (`(m) => m.Toaster`).
 */
const MESSAGE_READ = /(?<![\w$.\-])m\.([A-Za-z_$][\w$]*)(?![\w$])/g;

/**
 * A client source in the build for `locale`, with each `m.key` read replaced by that message's own
 * module, or `null` when it does not import `m`.
 */
export function withMessageModules(source: string, path: string, locale: Locale, keys: ReadonlySet<string>): string | null {
  let importsM = false;
  let code = source.replace(MESSAGES_IMPORT, (statement, names: string, specifier: string) => {
    if (!specifier.startsWith(".") || resolve(dirname(path), specifier) !== MESSAGES_MODULE) return statement;
    const list = names.split(",").map((n) => n.trim()).filter(Boolean);
    if (!list.includes("m")) return statement;
    importsM = true;
    const rest = list.filter((n) => n !== "m");
    return rest.length ? `import { ${rest.join(", ")} } from ${JSON.stringify(specifier)};` : "";
  });
  if (!importsM) return null;
  const used = new Set<string>();
  code = code.replace(MESSAGE_READ, (read, key: string) => {
    if (!keys.has(key)) return read;
    used.add(key);
    return `msg$${key}`;
  });
  const imports = [...used].map((key) => `import { ${key} as msg$${key} } from "${MESSAGE_NAMESPACE}:${locale}/${key}";`);
  return imports.join("\n") + "\n" + code;
}

/**
 * The app in one language. Every message becomes a module of its own, imported where it is read:
 * the bundler splits code by module, so a message lands in the chunk of the pages that read it
 * (the API documentation's texts in that page's chunk, not in the home page's). One module per
 * language would land whole in one chunk shared by every page. The language is a constant
 * (`getLocale`), so Paraglide's runtime, which finds it at run time, stays out of the browser.
 */
function localePlugin(locale: Locale): import("bun").BunPlugin {
  const messages = compiledMessages(locale);
  const keys = new Set(messages.keys());
  return {
    name: `messages-${locale}`,
    setup(build) {
      build.onLoad({ filter: CLIENT_SOURCE }, async ({ path }) => {
        // Any import of `m` that escaped the rewrite fails the build ("No matching export") instead of the page.
        if (path === MESSAGES_MODULE) return { contents: `export const getLocale = () => ${JSON.stringify(locale)};`, loader: "ts" };
        const source = await Bun.file(path).text();
        const loader = path.endsWith(".tsx") ? "tsx" : "ts";
        return { contents: withMessageModules(source, path, locale, keys) ?? source, loader };
      });
      build.onResolve({ filter: new RegExp(`^${MESSAGE_NAMESPACE}:`) }, ({ path }) => ({ path: path.slice(MESSAGE_NAMESPACE.length + 1), namespace: MESSAGE_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: MESSAGE_NAMESPACE }, ({ path }) => {
        const key = path.slice(path.indexOf("/") + 1);
        const block = messages.get(key);
        if (!block) throw new Error(`no message ${key} in ${locale}`);
        // Plural messages choose their form through Paraglide's registry (Intl.PluralRules).
        const registry = /\bregistry\./.test(block) ? `import * as registry from ${JSON.stringify(REGISTRY)};\n` : "";
        return { contents: registry + block, loader: "js" };
      });
    },
  };
}

/** Collects every class name UnoCSS can find in the client sources. */
async function buildUtilityCss(): Promise<string> {
  const uno = await createGenerator(unoConfig);
  const sources = new Bun.Glob("{islands,games}/**/*.{ts,tsx}");
  const tokens = new Set<string>(["bg-parchment-50", "text-ink-900", "font-sans", "antialiased"]);
  for await (const path of sources.scan({ cwd: ROOT, absolute: true })) {
    if (path.endsWith(".test.ts") || path.endsWith(".test.tsx")) continue;
    const { matched } = await uno.generate(await Bun.file(path).text(), { preflights: false });
    for (const token of matched) tokens.add(token);
  }
  const { css } = await uno.generate(tokens, { preflights: true, minify: true });
  const reset = await Bun.file(join(ROOT, "node_modules/@unocss/reset/tailwind.css")).text();
  return reset + css;
}

/** The app's bundle in one language: its files and its entry scripts. */
async function buildLocale(locale: Locale, minify: boolean): Promise<import("bun").BuildOutput> {
  const result = await Bun.build({
    entrypoints: [join(ROOT, "islands/app/boot.ts")],
    target: "browser",
    splitting: true,
    // Bun's import() helper would otherwise add a <link rel=modulepreload> for each of the ~50 chunks
    // the app imports, all in one task: on a phone that task alone blocked the main thread for longer
    // than the flat download saves, since the app only enhances a page that is already on the screen.
    modulePreload: false,
    minify,
    sourcemap: "none",
    publicPath: "/assets/",
    // The language names the entry; a chunk that is the same bytes in every language (a long text's)
    // keeps one name and is stored once. Most chunks differ: they import their language's entry or app chunk.
    naming: { entry: `[name]-${locale}-[hash].[ext]`, chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [localePlugin(locale)],
  });
  if (!result.success) throw new AggregateError(result.logs, `client build failed (${locale})`);
  return result;
}

export async function buildClient({ minify = true } = {}): Promise<ClientBuild> {
  const builds = await Promise.all(LOCALES.map((locale) => buildLocale(locale, minify)));
  const files = new Map<string, Blob>();
  const scripts = {} as Record<Locale, string[]>;
  const styles = new Set<string>();
  LOCALES.forEach((locale, i) => {
    scripts[locale] = [];
    for (const output of builds[i]!.outputs) {
      const name = output.path.replace(/^\.\//, "");
      files.set(`assets/${name}`, output);
      if (output.kind === "entry-point") scripts[locale].push(`/assets/${name}`);
      if (name.endsWith(".css")) styles.add(`/assets/${name}`);
    }
  });
  const fonts = await buildFonts();
  for (const [path, blob] of fonts.files) files.set(path, blob);
  // A Polish page's every heading and button needs the Latin Extended faces: fetched only once the
  // layout met the first ł, they came after everything else the first paint waited for.
  const localeFonts: Partial<Record<Locale, string[]>> = {};
  for (const locale of LOCALES) {
    if (LATIN_EXTENDED_LETTER.test(await Bun.file(join(MESSAGES_DIR, `${locale}.js`)).text())) localeFonts[locale] = fonts.extended;
  }
  const css = fonts.css + (await buildUtilityCss());
  const cssName = `site-${Bun.hash(css).toString(36)}.css`;
  files.set(`assets/${cssName}`, new Blob([css], { type: "text/css" }));
  return { files, scripts, styles: [...styles, `/assets/${cssName}`], fonts: fonts.preload, localeFonts };
}

/** A built script's `import … from` and `import(…)` addresses: written "/assets/x.js" (the public path) or "./x.js". */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']((?:\.|\/assets)\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']((?:\.|\/assets)\/[^"']+\.js)["']\s*\)/g;
const assetAddress = (path: string) => (path.startsWith("./") ? `/assets/${path.slice(2)}` : path);

/** The scripts a built script imports statically (loaded with it), as "/assets/…" addresses. */
export const staticImportsOf = (script: string): string[] => [...script.matchAll(STATIC_IMPORT)].map((m) => assetAddress(m[1]!));
/** The scripts a built script loads with `import()` (on demand), as "/assets/…" addresses. */
export const dynamicImportsOf = (script: string): string[] => [...script.matchAll(DYNAMIC_IMPORT)].map((m) => assetAddress(m[1]!));

/** Text assets the server sends compressed; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of each compressible asset,
 * made once here so the server never compresses a hashed asset at run time.
 */
export async function precompress(files: Map<string, Blob>): Promise<Map<string, Blob>> {
  const out = new Map<string, Blob>();
  for (const [path, blob] of files) {
    if (!COMPRESSIBLE.test(path)) continue;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    out.set(`${path}.br`, new Blob([brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })]));
    out.set(`${path}.gz`, new Blob([Bun.gzipSync(bytes, { level: 9 })]));
  }
  return out;
}

/** Writes the client and an entry module that embeds every file, then compiles one executable. */
export async function buildExecutable(outfile = join(ROOT, "dist", "cardinalis")): Promise<string> {
  const stage = join(dirname(outfile), ".stage");
  rmSync(dirname(outfile), { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const client = await buildClient();
  const embedded = new Map<string, string>();
  for (const [path, blob] of [...client.files, ...(await precompress(client.files))]) {
    const target = join(stage, path);
    await Bun.write(target, blob);
    embedded.set(path, target);
  }
  // Copies, not the originals: the server's own code imports some of these files as JSON, and one
  // path imported both as a module and as an embedded file would reach the code as a file name.
  // Renamed too: the bundler names an embedded file and a text module (privacy.md, imported as text
  // for the page) alike, "privacy-<hash of the bytes>.md", and the executable then holds one file
  // under that name for both, so the page's import parsed the Markdown as JavaScript.
  for (const [path, file] of diskFiles(ROOT, ["public", "content"])) {
    const target = join(stage, "embedded", dirname(path), `embedded-${basename(path)}`);
    await Bun.write(target, file);
    embedded.set(path, target);
  }
  // Hashed and validated here, once, instead of at every start: invalid content fails the build.
  const content = readContentFromDisk(ROOT);
  const prepared = prepareContent(content);
  checkCollegeContent();
  const preparedFile = join(stage, "embedded", PREPARED_CONTENT);
  await Bun.write(preparedFile, JSON.stringify(prepared.parsed));
  embedded.set(PREPARED_CONTENT, preparedFile);
  const profilesFile = join(stage, "embedded", PREPARED_PROFILES);
  await Bun.write(profilesFile, JSON.stringify(Object.fromEntries(content.profiles)));
  embedded.set(PREPARED_PROFILES, profilesFile);
  // The database a first start would make (same migrations, same content and hash): a fresh start copies it.
  const seededFile = join(stage, "embedded", SEEDED_DATABASE);
  const { secretAt } = writeSeededImage(seededFile, { ...content, prepared: { hash: prepared.hash, parsed: () => prepared.parsed } });
  embedded.set(SEEDED_DATABASE, seededFile);
  const entries = [...embedded.entries()];
  // A new database's image is written and its flush begun before the server's code is loaded (imported, not
  // a static import), so the flush overlaps loading that code: see seedBeforeLoading.
  const entry = [
    `import { seedBeforeLoading } from ${JSON.stringify(join(ROOT, "src/server/seed-early.ts"))};`,
    ...entries.map(([, file], i) => `import f${i} from ${JSON.stringify(file)} with { type: "file" };`),
    `const files = {${entries.map(([path], i) => `${JSON.stringify(path)}: f${i}`).join(", ")}};`,
    `const image = { file: files[${JSON.stringify(SEEDED_DATABASE)}], secretAt: ${secretAt} };`,
    `const seeding = seedBeforeLoading(process.argv.slice(2), process.env, image);`,
    `const { main } = await import(${JSON.stringify(join(ROOT, "src/server/main.ts"))});`,
    `await main(process.argv.slice(2), { embedded: { files, client: ${JSON.stringify({ scripts: client.scripts, styles: client.styles, fonts: client.fonts, localeFonts: client.localeFonts })}, content: ${JSON.stringify({ hash: prepared.hash })}, image, seeding } });`,
  ].join("\n");
  writeFileSync(join(stage, "entry.ts"), entry);
  // Beside the entry, so the worker's path inside the executable is the one the server asks for.
  const workers = WORKERS.map((source) => {
    const stub = join(stage, basename(source));
    writeFileSync(stub, `import ${JSON.stringify(source)};\n`);
    return stub;
  });
  // NODE_ENV=production: the server renders pages with React's production build, which loads and renders
  // faster than the development build a bundle otherwise picks (and warns about nothing a visitor sees).
  const proc = Bun.spawnSync(["bun", "build", "--compile", "--splitting", "--bytecode", "--format=esm", "--minify", `--compile-jit-policy=${START_JIT_POLICY}`, "--sourcemap=none", "--define", 'process.env.NODE_ENV="production"', join(stage, "entry.ts"), ...workers, "--outfile", outfile], { stdout: "ignore", stderr: "inherit" });
  if (proc.exitCode !== 0) throw new Error("bun build --compile failed");
  rmSync(stage, { recursive: true, force: true });
  console.log(`built ${outfile} (${entries.length} embedded files)`);
  return outfile;
}

if (import.meta.main) await buildExecutable();
