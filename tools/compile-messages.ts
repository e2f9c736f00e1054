/**
 * Compiles the interface's messages (content/i18n) into typed functions in
 * islands/lib/i18n/paraglide, and records a hash of the catalogues it compiled,
 * so a test can tell in an instant whether someone edited a catalogue and
 * forgot to compile. It also rewrites the index of the long page texts' translations
 * (tools/long-text-files.ts) from the files present. Run as `bun run i18n:compile`.
 */
import { join } from "node:path";
import { catalogueHash, COMPILED_DIR, HASH_FILE, ROOT } from "./catalogue-hash.ts";
import { LONG_TEXT_INDEX, longTextIndexSource } from "./long-text-files.ts";

const run = Bun.spawnSync([
  join(ROOT, "node_modules/.bin/paraglide-js"), "compile",
  "--project", "./content/i18n/project.inlang", "--outdir", `./${COMPILED_DIR}`,
  // One module per language: a page's bundle can then hold its own language's texts only.
  "--output-structure", "locale-modules",
  // The page's language is set by the server (per render) and the page (in the browser), never from a cookie.
  "--strategy", "globalVariable", "baseLocale",
  "--emit-ts-declarations", "--no-emit-readme", "--no-emit-git-ignore", "--no-emit-prettier-ignore", "--silent",
], { cwd: ROOT, stdout: "inherit", stderr: "inherit" });
if (run.exitCode !== 0) process.exit(run.exitCode ?? 1);
await Bun.write(join(ROOT, HASH_FILE), `${catalogueHash()}\n`);
await Bun.write(join(ROOT, LONG_TEXT_INDEX), longTextIndexSource());
