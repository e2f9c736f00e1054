/**
 * The long page texts each language has its own copy of (content/pages/i18n/<locale>/<file>, the same shape
 * as the English file in content/pages), and the module that loads them: one dynamic import per file, so the
 * bundler gives each language's copy its own chunk and a page fetches only its language's. A language without
 * its copy yet gets no loader: the page then shows the English text, marked lang="en". The module is written
 * by `bun run i18n:compile` from the files present, because an import of a missing file fails both tsc and
 * the bundler; a test fails when the files and the module disagree.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "../src/shared/locales.ts";
import { ROOT } from "./catalogue-hash.ts";

/** The texts, by name, with the English file each translation copies. */
export const LONG_TEXTS = {
  "conclave-insights": "conclave-insights.json",
  "why-a-pope": "why-a-pope.json",
  privacy: "privacy.md",
  terms: "terms.md",
} as const;

export const LONG_TEXT_INDEX = "islands/lib/i18n/long-text-files.ts";

/** Where `locale`'s copy of `file` lives, from the repository root. */
export const translationPath = (locale: string, file: string) => `content/pages/i18n/${locale}/${file}`;

/** The source of LONG_TEXT_INDEX for the files present under `root`. */
export function longTextIndexSource(root = ROOT): string {
  const lines = [
    `// Written by \`bun run i18n:compile\` (tools/long-text-files.ts) from the files present: do not edit.`,
    `// One import per language, each its own chunk; null: no translation yet, the page shows the English text.`,
    `export const LONG_TEXT_FILES = {`,
  ];
  for (const [name, file] of Object.entries(LONG_TEXTS)) {
    // Markdown is imported as text, as the pages always imported it.
    const attributes = file.endsWith(".md") ? `, { with: { type: "text" } }` : "";
    lines.push(`  ${JSON.stringify(name)}: {`);
    for (const locale of LOCALES) {
      const path = locale === "en" ? `content/pages/${file}` : translationPath(locale, file);
      const loader = existsSync(join(root, path)) ? `() => import(${JSON.stringify(`../../../${path}`)}${attributes})` : "null";
      lines.push(`    ${locale}: ${loader},`);
    }
    lines.push("  },");
  }
  lines.push("} as const;", "");
  return lines.join("\n");
}
