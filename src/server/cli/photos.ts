import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { rosterFile } from "../../shared/roster.ts";
import { PHOTO_FILE_NAME, type PhotoCredit } from "../../shared/photos.ts";

export const PHOTOS_HELP = `Usage: cardinalis photos sync [options]

Downloads a photo of each cardinal that has a Wikidata id (the image property P18)
from Wikimedia Commons into the photo folder, with its author, licence and file page
in <slug>.json beside it. Files already there are skipped. Needs internet access.
Images come only over https from Wikimedia's hosts (or from the origin of an API
address given below), at most 10 MB each, within 30 s, and must be JPEG, PNG or
WebP by their content; redirects elsewhere are not followed.

Options:
  --photos <dir>          photo folder (PHOTOS_DIR, default ./data/photos)
  --width <px>            width of the downloaded image (default 480)
  --wikidata-api <url>    Wikidata API (default ${"https://www.wikidata.org/w/api.php"})
  --commons-api <url>     Wikimedia Commons API (default ${"https://commons.wikimedia.org/w/api.php"})
`;

export interface SyncMember { slug: string; wikidata: string | null }

export interface SyncOptions {
  members: SyncMember[];
  photosDir: string;
  wikidataApi: string;
  commonsApi: string;
  width: number;
  log: (line: string) => void;
  /** Largest image accepted, in bytes (default 10 MB; a 480 px thumbnail is far smaller). */
  maxBytes?: number;
  /** How long one request may take, from asking to the last byte (default 30 s). */
  timeoutMs?: number;
}

export interface SyncReport { saved: string[]; skipped: string[]; noImage: string[]; failed: { slug: string; reason: string }[] }

/** Wikimedia asks every client to say who it is. */
const HEADERS = { "User-Agent": "Cardinalis photo sync (self-hosted College of Cardinals reference site)" };
const BATCH = 50;

const entitiesAnswer = z.object({
  entities: z.record(z.string(), z.object({
    claims: z.record(z.string(), z.array(z.object({
      mainsnak: z.object({ datavalue: z.object({ value: z.unknown() }).optional() }),
      rank: z.string().optional(),
    }))).optional(),
  })),
});

const metaValue = z.object({ value: z.union([z.string(), z.number()]) }).optional();
const imageInfoAnswer = z.object({
  query: z.object({
    pages: z.array(z.object({
      imageinfo: z.array(z.object({
        thumburl: z.string().optional(),
        url: z.string(),
        descriptionurl: z.string(),
        extmetadata: z.object({ Artist: metaValue, LicenseShortName: metaValue, LicenseUrl: metaValue }).partial().optional(),
      })).optional(),
    })),
  }),
});

export const DEFAULT_MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
/** An API answer is a few kilobytes per item; anything far larger is not Wikimedia talking. */
const MAX_JSON_BYTES = 8 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/**
 * Where the sync may download from: https on Wikimedia's own hosts, or the
 * exact origin (scheme, host and port) of an API address the operator gave on
 * the command line. A mirror's answer names the image's address, so without
 * this a hostile or broken mirror could point the sync at `file://`, at an
 * address inside the operator's network, or anywhere else, and the result
 * would be published in the photo folder.
 */
export function downloadAllowed(address: string, configuredApis: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:" && url.port === "" && (url.hostname === "wikimedia.org" || url.hostname.endsWith(".wikimedia.org"))) return true;
  return configuredApis.some((api) => new URL(api).origin === url.origin);
}

/** The image's type from its first bytes: a name or a Content-Type header can say anything. */
export function imageTypeOf(bytes: Uint8Array): "jpg" | "png" | "webp" | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

interface Fetching { allowed: readonly string[]; timeoutMs: number }

/**
 * GET with the sync's limits: only allowed addresses, each redirect checked
 * against the same rule, and one deadline for the whole exchange (the body
 * included, so a stalled download ends too).
 */
async function limitedGet(address: string, limits: Fetching, signal: AbortSignal): Promise<Response> {
  let current = address;
  for (let hop = 0; ; hop++) {
    if (!downloadAllowed(current, limits.allowed)) throw new Error(`refused to download from ${current}: only https on Wikimedia hosts is allowed`);
    const res = await fetch(current, { headers: HEADERS, redirect: "manual", signal });
    if (res.status < 300 || res.status >= 400) return res;
    const location = res.headers.get("location");
    await res.body?.cancel();
    if (!location || hop >= MAX_REDIRECTS) throw new Error(`${res.status} redirect from ${current} not followed`);
    current = new URL(location, current).href;
  }
}

/** Reads a body up to `max` bytes; a longer one (announced or streamed) is refused without being kept. */
async function readCapped(res: Response, max: number, what: string): Promise<Uint8Array> {
  const announced = Number(res.headers.get("content-length") ?? "");
  if (announced > max) {
    await res.body?.cancel();
    throw new Error(`${what} is ${announced} bytes, more than the ${max} allowed`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`${what} is more than the ${max} bytes allowed`);
    }
    chunks.push(r.value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** Runs one download with its deadline; a timeout reads as a sentence, not "The operation was aborted". */
async function withDeadline<T>(address: string, timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await work(signal);
  } catch (err) {
    if (signal.aborted) throw new Error(`no complete answer from ${new URL(address).host} within ${Math.round(timeoutMs / 1000)} s`);
    throw err;
  }
}

async function getJson(url: string, limits: Fetching): Promise<unknown> {
  return withDeadline(url, limits.timeoutMs, async (signal) => {
    const res = await limitedGet(url, limits, signal);
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${res.status} ${res.statusText} from ${new URL(url).host}`);
    }
    return JSON.parse(new TextDecoder().decode(await readCapped(res, MAX_JSON_BYTES, `the answer from ${new URL(url).host}`)));
  });
}

/** Downloads one image within the limits and returns its bytes and their type. */
async function downloadImage(address: string, limits: Fetching, maxBytes: number): Promise<{ bytes: Uint8Array; ext: "jpg" | "png" | "webp" }> {
  return withDeadline(address, limits.timeoutMs, async (signal) => {
    const res = await limitedGet(address, limits, signal);
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${res.status} ${res.statusText} downloading ${address}`);
    }
    const bytes = await readCapped(res, maxBytes, `the image at ${address}`);
    const ext = imageTypeOf(bytes);
    if (!ext) throw new Error(`the file at ${address} is not a JPEG, PNG or WebP image`);
    return { bytes, ext };
  });
}

/** Commons keeps the author as HTML (often a link to a user page); the credit wants the words. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** P18 file names of the given Wikidata items, asked for in batches. */
async function imageNames(wikidataApi: string, ids: string[], limits: Fetching): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const url = new URL(wikidataApi);
    url.search = new URLSearchParams({ action: "wbgetentities", ids: ids.slice(i, i + BATCH).join("|"), props: "claims", format: "json" }).toString();
    const answer = entitiesAnswer.parse(await getJson(url.href, limits));
    for (const [id, entity] of Object.entries(answer.entities)) {
      const claims = entity.claims?.P18 ?? [];
      const best = claims.find((c) => c.rank === "preferred") ?? claims.find((c) => c.rank !== "deprecated");
      const value = best?.mainsnak.datavalue?.value;
      if (typeof value === "string" && value) names.set(id, value);
    }
  }
  return names;
}

async function imageInfo(commonsApi: string, fileName: string, width: number, limits: Fetching) {
  const url = new URL(commonsApi);
  url.search = new URLSearchParams({
    action: "query", titles: `File:${fileName}`, prop: "imageinfo", iiprop: "url|extmetadata",
    iiurlwidth: String(width), iiextmetadatafilter: "Artist|LicenseShortName|LicenseUrl", format: "json", formatversion: "2",
  }).toString();
  const info = imageInfoAnswer.parse(await getJson(url.href, limits)).query.pages[0]?.imageinfo?.[0];
  if (!info) throw new Error(`Commons has no file ${fileName}`);
  const meta = info.extmetadata ?? {};
  const author = plainText(String(meta.Artist?.value ?? ""));
  const licence = plainText(String(meta.LicenseShortName?.value ?? ""));
  if (!author || !licence) throw new Error(`Commons gives no author or licence for ${fileName}`);
  // Both become links on the site: a mirror must not smuggle in a javascript: or foreign address.
  if (!downloadAllowed(info.descriptionurl, limits.allowed)) throw new Error(`the file page ${info.descriptionurl} is not on Wikimedia Commons`);
  const licenceUrl = meta.LicenseUrl ? String(meta.LicenseUrl.value) : null;
  return {
    download: info.thumburl ?? info.url,
    credit: { author, licence, licenceUrl: licenceUrl && /^https?:\/\//i.test(licenceUrl) ? licenceUrl : null, filePage: info.descriptionurl },
  };
}

/** Writes through a temporary name so a stopped run never leaves half a file under the real one. */
function writeAtomically(path: string, data: Uint8Array | string) {
  writeFileSync(`${path}.part`, data);
  renameSync(`${path}.part`, path);
}

/** Downloads the photos the folder does not have yet; one failure does not stop the others. */
export async function syncPhotos(opts: SyncOptions): Promise<SyncReport> {
  mkdirSync(opts.photosDir, { recursive: true });
  const report: SyncReport = { saved: [], skipped: [], noImage: [], failed: [] };
  const todo = opts.members.filter((m): m is SyncMember & { wikidata: string } => {
    if (!m.wikidata) return false;
    if (existsSync(join(opts.photosDir, `${m.slug}.json`))) { report.skipped.push(m.slug); return false; }
    return true;
  });
  opts.log(`${todo.length} to fetch, ${report.skipped.length} already in ${opts.photosDir}`);
  const limits: Fetching = { allowed: [opts.wikidataApi, opts.commonsApi], timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  let names: Map<string, string>;
  try {
    names = await imageNames(opts.wikidataApi, todo.map((m) => m.wikidata), limits);
  } catch (err) {
    const reason = `Wikidata could not be read: ${err instanceof Error ? err.message : err}`;
    for (const m of todo) report.failed.push({ slug: m.slug, reason });
    opts.log(reason);
    return report;
  }
  for (const [i, m] of todo.entries()) {
    const step = `[${i + 1}/${todo.length}] ${m.slug}`;
    const fileName = names.get(m.wikidata);
    if (!fileName) { report.noImage.push(m.slug); opts.log(`${step}: no image on Wikidata`); continue; }
    try {
      const { download, credit } = await imageInfo(opts.commonsApi, fileName, opts.width, limits);
      const { bytes, ext } = await downloadImage(download, limits, opts.maxBytes ?? DEFAULT_MAX_PHOTO_BYTES);
      const file = `${m.slug}.${ext}`;
      if (!PHOTO_FILE_NAME.test(file)) throw new Error(`unusable file name ${file}`);
      writeAtomically(join(opts.photosDir, file), bytes);
      const sidecar: PhotoCredit = { file, ...credit };
      writeAtomically(join(opts.photosDir, `${m.slug}.json`), JSON.stringify(sidecar, null, 2) + "\n");
      report.saved.push(m.slug);
      opts.log(`${step}: saved ${file} (${credit.author}, ${credit.licence})`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      report.failed.push({ slug: m.slug, reason });
      opts.log(`${step}: FAILED: ${reason}`);
    }
  }
  return report;
}

/** `cardinalis photos sync`: the roster comes from the executable, or from content/ in a checkout. */
export async function photosCommand(argv: string[], env: Record<string, string | undefined>, rosterText: () => Promise<string>): Promise<number> {
  const [sub, ...rest] = argv;
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        photos: { type: "string" }, width: { type: "string" }, "wikidata-api": { type: "string" }, "commons-api": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err, "\n\n" + PHOTOS_HELP);
    return 2;
  }
  if (values.help || sub !== "sync") {
    (values.help ? console.log : console.error)(PHOTOS_HELP);
    return values.help ? 0 : 2;
  }
  const width = Number(values.width ?? 480);
  if (!Number.isInteger(width) || width < 100 || width > 2000) {
    console.error("--width must be a whole number of pixels between 100 and 2000");
    return 2;
  }
  const roster = rosterFile.parse(JSON.parse(await rosterText()));
  const report = await syncPhotos({
    members: roster.members.map((m) => ({ slug: m.slug, wikidata: m.wikidata })),
    photosDir: values.photos ?? env.PHOTOS_DIR ?? "./data/photos",
    wikidataApi: values["wikidata-api"] ?? "https://www.wikidata.org/w/api.php",
    commonsApi: values["commons-api"] ?? "https://commons.wikimedia.org/w/api.php",
    width,
    log: (line) => console.log(line),
  });
  console.log(`Saved ${report.saved.length}, already there ${report.skipped.length}, no image ${report.noImage.length}, failed ${report.failed.length}.`);
  for (const f of report.failed) console.log(`  ${f.slug}: ${f.reason}`);
  return report.failed.length > 0 ? 1 : 0;
}

/** The roster as text, for a checkout (the executable passes its embedded copy). */
export const rosterFromCheckout = () => Promise.resolve(readFileSync(new URL("../../../content/roster.json", import.meta.url), "utf8"));
