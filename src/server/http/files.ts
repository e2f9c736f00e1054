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

/**
 * Files compiled into the executable: path → the embedded file's internal name. Each file's Blob
 * is made when it is first asked for: making all of them (over 500) took tens of milliseconds of
 * every start, and a start reads only the content files.
 */
export function embeddedFiles(manifest: Record<string, string>): FileSource {
  return new EmbeddedFiles(manifest);
}

class EmbeddedFiles implements ReadonlyMap<string, Blob> {
  private readonly made = new Map<string, Blob>();
  constructor(private readonly manifest: Record<string, string>) {}

  get(path: string): Blob | undefined {
    let file = this.made.get(path);
    if (!file && Object.hasOwn(this.manifest, path)) this.made.set(path, (file = Bun.file(this.manifest[path]!)));
    return file;
  }
  has(path: string): boolean {
    return Object.hasOwn(this.manifest, path);
  }
  get size(): number {
    return Object.keys(this.manifest).length;
  }
  keys(): MapIterator<string> {
    return Object.keys(this.manifest)[Symbol.iterator]();
  }
  *values(): MapIterator<Blob> {
    for (const path of this.keys()) yield this.get(path)!;
  }
  *entries(): MapIterator<[string, Blob]> {
    for (const path of this.keys()) yield [path, this.get(path)!];
  }
  [Symbol.iterator](): MapIterator<[string, Blob]> {
    return this.entries();
  }
  forEach(callback: (value: Blob, key: string, map: ReadonlyMap<string, Blob>) => void, thisArg?: unknown): void {
    for (const [path, file] of this.entries()) callback.call(thisArg, file, path, this);
  }
}

/** The names of files directly under `prefix` ("content/profiles/"). */
export function listUnder(files: FileSource, prefix: string): string[] {
  return [...files.keys()].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)).filter((n) => !n.includes("/"));
}
