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
 * The photos in the photo folder that carry a credit. Re-read when the folder
 * changes, so photos synced while the site runs appear without a restart.
 * A photo without a valid credit file is not shown: the credit is the licence's condition.
 */
export function photoIndexReader(photosDir: string | undefined): () => PhotoIndex {
  let cached: { stamp: number; index: PhotoIndex } | null = null;
  // One object while nothing changes, so callers can tell a new index by identity (the page cache does).
  const none: PhotoIndex = { photos: {} };
  return () => {
    if (!photosDir || !existsSync(photosDir)) return none;
    const stamp = statSync(photosDir).mtimeMs;
    if (cached?.stamp === stamp) return cached.index;
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
    return cached.index;
  };
}
