import { extname, join } from "node:path";
import { existsSync } from "node:fs";
import type { RosterIndex } from "./roster-index.ts";
import { CARDINAL_PATH, NOT_FOUND_META, PAGE_META, type PageMeta } from "../shared/site.ts";
import type { FileSource } from "./files.ts";
import { PHOTO_FILE_NAME } from "../shared/photos.ts";
import { renderShell, type ShellAssets } from "./html-shell.ts";
import { EncodedBody, preferredEncoding, respondWithBody } from "./encoded-body.ts";
import { IMMUTABLE, PUBLIC_PAGE } from "./cache-policy.ts";

/** Files that are not content-hashed: kept an hour, so a replaced photo shows within the hour. */
const PUBLIC_FILE = "public, max-age=3600";

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
  /**
   * True when another process has written to the database since the last
   * call (see externalWriteCheck): pages carry settings, so they are then
   * rendered afresh.
   */
  writtenElsewhere?: () => boolean;
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

function fileResponse(file: Blob, path: string, cacheControl: string): Response {
  return new Response(file, { headers: { "Content-Type": typeOf(path), "Cache-Control": cacheControl } });
}

const typeOf = (path: string) => TYPES[extname(path)] ?? "application/octet-stream";

/** Text assets worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * A hashed asset in the encoding the client accepts: the build's brotli or
 * gzip copy when it made one ("x.js.br" beside "x.js"), else compressed once
 * here and kept (a checkout bundles the client in memory at start).
 */
async function assetResponse(req: Request, files: FileSource, path: string, compressed: Map<string, EncodedBody>): Promise<Response> {
  const key = path.slice(1);
  const asset = files.get(key);
  if (!asset) return new Response("Not found", { status: 404 });
  if (!COMPRESSIBLE.test(path)) return fileResponse(asset, path, IMMUTABLE);
  const encoding = preferredEncoding(req.headers.get("accept-encoding"));
  const headers = { "Content-Type": typeOf(path), "Cache-Control": IMMUTABLE, Vary: "Accept-Encoding" };
  if (!encoding) return new Response(asset, { headers });
  const prebuilt = files.get(`${key}.${encoding === "br" ? "br" : "gz"}`);
  if (prebuilt) return new Response(prebuilt, { headers: { ...headers, "Content-Encoding": encoding } });
  let body = compressed.get(key);
  if (!body) compressed.set(key, (body = new EncodedBody(new Uint8Array(await asset.arrayBuffer()))));
  return new Response(body.encoded(encoding), { headers: { ...headers, "Content-Encoding": encoding } });
}

/** Everything that is not /api: hashed assets, public files, licensed photos, and the HTML shell. */
export function createSiteHandler(deps: SiteDeps) {
  const shells = new Map<string, EncodedBody>();
  const compressedAssets = new Map<string, EncodedBody>();
  const handle = async (req: Request, url: URL): Promise<Response> => {
    const path = url.pathname;
    // Pages and files are only read: any other method, even on a file that exists, is 405.
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method not allowed\n", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
    }
    if (path.startsWith("/assets/")) return assetResponse(req, deps.files, path, compressedAssets);
    if (path.startsWith("/images/cardinals/")) {
      const name = path.slice("/images/cardinals/".length);
      const local = join(deps.photosDir, name);
      // Licensed photos (see `cardinalis photos sync`); nothing else is read from the photo folder.
      if (PHOTO_FILE_NAME.test(name) && existsSync(local)) return fileResponse(Bun.file(local), name, PUBLIC_FILE);
    }
    const publicFile = deps.files.get(`public${path}`);
    if (publicFile) return fileResponse(publicFile, path, PUBLIC_FILE);
    if (deps.writtenElsewhere?.()) shells.clear();
    const { status, meta } = pageMeta(deps.roster, path);
    const key = `${status}|${meta.title}|${meta.description}`;
    let shell = shells.get(key);
    if (!shell) shells.set(key, (shell = new EncodedBody(renderShell(meta, deps.assets, deps.config()))));
    return respondWithBody(req, shell, { status, contentType: "text/html; charset=utf-8", cacheControl: PUBLIC_PAGE });
  };
  return { handle, forgetPages: () => shells.clear() };
}
