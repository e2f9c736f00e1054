/**
 * content/latin-names.json and content/college-offices.json, read and
 * validated once when the server starts. They are bundled with the code (the
 * executable embeds them like every module), and a file that does not match
 * its schema stops the start with zod's message rather than serving half-read
 * facts.
 */
import latinNamesJson from "../content/latin-names.json";
import collegeOfficesJson from "../content/college-offices.json";
import { collegeOfficesFile, latinNamesFile, type AnnouncedName, type HeldOffice, type LatinNamesEntry } from "../src/shared/college-content.ts";

export const LATIN_NAMES = latinNamesFile.parse(latinNamesJson);
export const COLLEGE_OFFICES = collegeOfficesFile.parse(collegeOfficesJson);

const latinBySlug = new Map<string, LatinNamesEntry>(LATIN_NAMES.electors.map((e) => [e.slug, e]));

/** His given names as they would be announced, when the Latin list has him. */
export function announcedNameOf(slug: string): AnnouncedName | null {
  const e = latinBySlug.get(slug);
  return e ? { accusative: e.accusative, surname: e.surname, names: e.names } : null;
}

/** The College offices the file gives him, in the file's order (Dean first). */
export function officesHeldBy(slug: string): HeldOffice[] {
  return COLLEGE_OFFICES.offices.filter((o) => o.slug === slug)
    .map((o) => ({ key: o.key, office: o.office, since: o.since, sourceUrl: o.source.url, sourceTitle: o.source.title }));
}
