import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Files the server can hand out, keyed by their path from the project root
 * ("public/favicon.svg", "content/roster.json", "assets/main-1a2b.js").
 * In the executable they are embedded; in a checkout they are read from disk.
 */
export type FileSource = ReadonlyMap<string, Blob>;

/** Every file under the given folders of a checkout. */
export function diskFiles(root: string, folders: string[]): Map<string, Blob> {
  const files = new Map<string, Blob>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path).split(sep).join("/"), Bun.file(path));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

/** Files compiled into the executable: path → the embedded file's internal name. */
export function embeddedFiles(manifest: Record<string, string>): Map<string, Blob> {
  return new Map(Object.entries(manifest).map(([path, embedded]) => [path, Bun.file(embedded)]));
}

/** The names of files directly under `prefix` ("content/profiles/"). */
export function listUnder(files: FileSource, prefix: string): string[] {
  return [...files.keys()].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)).filter((n) => !n.includes("/"));
}
