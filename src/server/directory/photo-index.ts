import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { PHOTO_FILE_NAME, type PhotoCredit, type PhotoIndex } from "../../shared/photos.ts";

/** A credit file as `cardinalis photos sync` writes it; anything else in the folder is ignored. */
const photoCredit: z.ZodType<PhotoCredit> = z.object({
  file: z.string().regex(PHOTO_FILE_NAME),
  author: z.string().min(1),
  licence: z.string().min(1),
  licenceUrl: z.string().nullable(),
  filePage: z.url({ protocol: /^https?$/ }),
});

const SIDECAR = /^([a-z0-9-]{1,120})\.json$/;

/**
 * Every page asks for the index (it keys the page cache), and looking at the folder is two system calls:
 * a sixth of a cached page's cost. Photos synced while the site runs appear within this time.
 */
const PHOTO_CHECK_EVERY_MS = 1000;

/**
 * The photos in the photo folder that carry a credit. Re-read when the folder
 * changes, so photos synced while the site runs appear without a restart.
 * A photo without a valid credit file is not shown: the credit is the licence's condition.
 */
export function photoIndexReader(photosDir: string | undefined, checkEveryMs = PHOTO_CHECK_EVERY_MS, now = () => performance.now()): () => PhotoIndex {
  let cached: { stamp: number; index: PhotoIndex } | null = null;
  // One object while nothing changes, so callers can tell a new index by identity (the page cache does).
  const none: PhotoIndex = { photos: {} };
  let last: PhotoIndex = none;
  let checkedAt = -Infinity;
  return () => {
    const t = now();
    if (t - checkedAt < checkEveryMs) return last;
    checkedAt = t;
    if (!photosDir || !existsSync(photosDir)) return (last = none);
    const stamp = statSync(photosDir).mtimeMs;
    if (cached?.stamp === stamp) return (last = cached.index);
    const photos: PhotoIndex["photos"] = {};
    for (const name of readdirSync(photosDir)) {
      const slug = SIDECAR.exec(name)?.[1];
      if (!slug) continue;
      try {
        const credit = photoCredit.parse(JSON.parse(readFileSync(join(photosDir, name), "utf8")));
        if (existsSync(join(photosDir, credit.file))) photos[slug] = { ...credit, src: `/images/cardinals/${credit.file}` };
      } catch (err) {
        console.warn(`Ignoring the photo credit ${name}: ${err instanceof Error ? err.message : err}`);
      }
    }
    cached = { stamp, index: { photos } };
    return (last = cached.index);
  };
}
