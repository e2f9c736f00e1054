import { extname, join } from "node:path";
import { existsSync } from "node:fs";
import type { RosterIndex } from "./roster-index.ts";
import { CARDINAL_PATH, NOT_FOUND_META, PAGE_META, type PageMeta } from "../shared/site.ts";
import type { FileSource } from "./files.ts";
import { PHOTO_FILE_NAME } from "../shared/photos.ts";
import { renderShell, type ShellAssets } from "./html-shell.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp",
  ".woff2": "font/woff2", ".woff": "font/woff", ".txt": "text/plain; charset=utf-8", ".ico": "image/x-icon",
  ".json": "application/json",
};

export interface SiteDeps {
  roster: RosterIndex;
  files: FileSource;
  assets: ShellAssets;
  /** The site configuration written into every page; read per render so operator changes show. */
  config: () => unknown;
  photosDir: string;
}

function pageMeta(roster: RosterIndex, path: string): { status: number; meta: PageMeta } {
  const known = PAGE_META[path];
  if (known) return { status: 200, meta: known };
  const slug = CARDINAL_PATH.exec(path)?.[1];
  const cardinal = slug ? roster.current().bySlug.get(slug)?.cardinal : undefined;
  if (cardinal) {
    const position = cardinal.currentPosition ?? "Cardinal of the Catholic Church";
    return { status: 200, meta: { title: cardinal.nameWithOrder, description: `${cardinal.nameWithOrder}, ${position}. Biography, views and sources.` } };
  }
  return { status: 404, meta: NOT_FOUND_META };
}

function fileResponse(file: Blob, path: string, immutable: boolean): Response {
  return new Response(file, {
    headers: {
      "Content-Type": TYPES[extname(path)] ?? "application/octet-stream",
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    },
  });
}

/** Everything that is not /api: hashed assets, public files, licensed photos, and the HTML shell. */
export function createSiteHandler(deps: SiteDeps) {
  const shells = new Map<string, string>();
  const handle = (req: Request, url: URL): Response => {
    const path = url.pathname;
    if (path.startsWith("/assets/")) {
      const asset = deps.files.get(path.slice(1));
      return asset ? fileResponse(asset, path, true) : new Response("Not found", { status: 404 });
    }
    if (path.startsWith("/images/cardinals/")) {
      const name = path.slice("/images/cardinals/".length);
      const local = join(deps.photosDir, name);
      // Licensed photos (see `cardinalis photos sync`); nothing else is read from the photo folder.
      if (PHOTO_FILE_NAME.test(name) && existsSync(local)) return fileResponse(Bun.file(local), name, false);
    }
    const publicFile = deps.files.get(`public${path}`);
    if (publicFile) return fileResponse(publicFile, path, false);
    if (req.method !== "GET" && req.method !== "HEAD") return new Response("Method not allowed", { status: 405 });
    const { status, meta } = pageMeta(deps.roster, path);
    const key = `${status}|${meta.title}|${meta.description}`;
    let html = shells.get(key);
    if (!html) shells.set(key, (html = renderShell(meta, deps.assets, deps.config())));
    return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
  };
  return { handle, forgetPages: () => shells.clear() };
}
