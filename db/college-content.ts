/**
 * content/latin-names.json and content/college-offices.json, read and
 * validated once. They are bundled with the code (the executable embeds them
 * like every module), and a file that does not match its schema stops the
 * build (`checkCollegeContent` in build.ts) or a start from a checkout with
 * zod's message rather than serving half-read facts. The executable, whose
 * copies the build has checked, validates them when a request first needs them:
 * doing it at import cost every start tens of milliseconds before its first answer.
 */
import type { AnnouncedName, CollegeOfficesFile, HeldOffice, LatinNamesEntry, LatinNamesFile } from "../src/shared/college-content.ts";

let latin: LatinNamesFile | undefined;
let offices: CollegeOfficesFile | undefined;
let latinBySlug: Map<string, LatinNamesEntry> | undefined;

/**
 * The schemas' module, loaded by the first read: building its schemas at import was the largest
 * single part of evaluating the start's modules, for files no start reads.
 */
const schemas = () => require("../src/shared/college-content.ts") as typeof import("../src/shared/college-content.ts");

/**
 * The files themselves, required by the first read too: imported, their 54 KB of JSON were loaded and
 * made into objects by every start (memory a new process pays for page by page) though no first answer
 * reads them.
 */
const files = () => require("./college-content-files.ts") as typeof import("./college-content-files.ts");

/** content/latin-names.json as its schema reads it. */
export const latinNames = (): LatinNamesFile => (latin ??= schemas().latinNamesFile.parse(files().latinNamesJson));
/** content/college-offices.json as its schema reads it. */
export const collegeOffices = (): CollegeOfficesFile => (offices ??= schemas().collegeOfficesFile.parse(files().collegeOfficesJson));

/** Validates both files now; throws zod's error for a file that does not match its schema. */
export function checkCollegeContent(): void {
  latinNames();
  collegeOffices();
}

/** His given names as they would be announced, when the Latin list has him. */
export function announcedNameOf(slug: string): AnnouncedName | null {
  const e = (latinBySlug ??= new Map(latinNames().electors.map((e) => [e.slug, e]))).get(slug);
  return e ? { accusative: e.accusative, surname: e.surname, names: e.names } : null;
}

/** The College offices the file gives him, in the file's order (Dean first). */
export function officesHeldBy(slug: string): HeldOffice[] {
  return collegeOffices().offices.filter((o) => o.slug === slug)
    .map((o) => ({ key: o.key, office: o.office, since: o.since, sourceUrl: o.source.url, sourceTitle: o.source.title }));
}
