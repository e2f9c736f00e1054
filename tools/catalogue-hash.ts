/** A fingerprint of the message catalogues, written beside their compiled form by tools/compile-messages.ts. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dir, "..");
export const COMPILED_DIR = "islands/lib/i18n/paraglide";
export const HASH_FILE = `${COMPILED_DIR}/catalogues.sha256`;
/** Every catalogue, one folder per part of the site (content/i18n/messages/<area>/<locale>.json). */
export const CATALOGUES = [...new Bun.Glob("content/i18n/messages/*/*.json").scanSync({ cwd: ROOT })].sort();
const SOURCES = ["content/i18n/project.inlang/settings.json", ...CATALOGUES];

export function catalogueHash(): string {
  const hash = new Bun.CryptoHasher("sha256");
  for (const file of SOURCES) hash.update(`${file}\n${readFileSync(join(ROOT, file), "utf8")}\n`);
  return hash.digest("hex");
}
