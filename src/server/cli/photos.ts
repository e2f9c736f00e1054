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

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: HEADERS });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText} from ${new URL(url).host}`);
  return res.json();
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
async function imageNames(wikidataApi: string, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const url = new URL(wikidataApi);
    url.search = new URLSearchParams({ action: "wbgetentities", ids: ids.slice(i, i + BATCH).join("|"), props: "claims", format: "json" }).toString();
    const answer = entitiesAnswer.parse(await getJson(url.href));
    for (const [id, entity] of Object.entries(answer.entities)) {
      const claims = entity.claims?.P18 ?? [];
      const best = claims.find((c) => c.rank === "preferred") ?? claims.find((c) => c.rank !== "deprecated");
      const value = best?.mainsnak.datavalue?.value;
      if (typeof value === "string" && value) names.set(id, value);
    }
  }
  return names;
}

async function imageInfo(commonsApi: string, fileName: string, width: number) {
  const url = new URL(commonsApi);
  url.search = new URLSearchParams({
    action: "query", titles: `File:${fileName}`, prop: "imageinfo", iiprop: "url|extmetadata",
    iiurlwidth: String(width), iiextmetadatafilter: "Artist|LicenseShortName|LicenseUrl", format: "json", formatversion: "2",
  }).toString();
  const info = imageInfoAnswer.parse(await getJson(url.href)).query.pages[0]?.imageinfo?.[0];
  if (!info) throw new Error(`Commons has no file ${fileName}`);
  const meta = info.extmetadata ?? {};
  const author = plainText(String(meta.Artist?.value ?? ""));
  const licence = plainText(String(meta.LicenseShortName?.value ?? ""));
  if (!author || !licence) throw new Error(`Commons gives no author or licence for ${fileName}`);
  return {
    download: info.thumburl ?? info.url,
    credit: { author, licence, licenceUrl: meta.LicenseUrl ? String(meta.LicenseUrl.value) : null, filePage: info.descriptionurl },
  };
}

function extensionOf(address: string): string | null {
  const ext = /\.([a-z]+)$/i.exec(new URL(address).pathname)?.[1]?.toLowerCase();
  return ext === "jpeg" ? "jpg" : ext && ["jpg", "png", "webp"].includes(ext) ? ext : null;
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
  let names: Map<string, string>;
  try {
    names = await imageNames(opts.wikidataApi, todo.map((m) => m.wikidata));
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
      const { download, credit } = await imageInfo(opts.commonsApi, fileName, opts.width);
      const ext = extensionOf(download);
      if (!ext) throw new Error(`unsupported image type at ${download}`);
      const res = await fetch(download, { headers: HEADERS });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText} downloading ${download}`);
      const file = `${m.slug}.${ext}`;
      if (!PHOTO_FILE_NAME.test(file)) throw new Error(`unusable file name ${file}`);
      writeAtomically(join(opts.photosDir, file), new Uint8Array(await res.arrayBuffer()));
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
