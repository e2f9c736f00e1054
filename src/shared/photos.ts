/** Shapes of the licensed cardinal photos, shared by server and client (no zod: it stays out of the client bundle). */

/** Photo files the photo folder may hold and the site serves under /images/cardinals/. */
export const PHOTO_FILE_NAME = /^[a-z0-9_-]{1,100}\.(jpg|jpeg|png|webp)$/;

/** The credit kept beside a downloaded photo (`<slug>.json` next to `<slug>.jpg`). */
export interface PhotoCredit {
  /** The image file in the photo folder. */
  file: string;
  author: string;
  licence: string;
  licenceUrl: string | null;
  /** The file's description page on Wikimedia Commons. */
  filePage: string;
}

/** GET /api/photos: cardinal slug → the photo's address and its credit. */
export interface PhotoIndex {
  photos: Record<string, PhotoCredit & { src: string }>;
}

/** "Photo: Jane Doe, CC BY-SA 4.0, Wikimedia Commons". */
export function creditLine(credit: Pick<PhotoCredit, "author" | "licence">): string {
  return `Photo: ${credit.author}, ${credit.licence}, Wikimedia Commons`;
}
