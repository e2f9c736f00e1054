/**
 * The Habemus Papam decoder's pure parts, shared by the server (which filters
 * the list for `?q=` when it renders the page) and the browser (which filters
 * it as the visitor types), so both give the same answer.
 */

/** What the search compares: lower case, without accents, J read as I (Iosephum and Josephum are one name). */
export function latinSearchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/j/g, "i");
}

/**
 * The forms of one typed word to look for: the word itself and, for a word
 * that ends like a Latin nominative or accusative (Petrus, Ioannes,
 * Franciscum), its stem too, so that the name as a dictionary gives it finds
 * the name as it was announced.
 */
function wordForms(word: string): string[] {
  const stem = word.replace(/(?:us|um|em|es|is|am|as|im)$/, "");
  return stem !== word && stem.length >= 3 ? [word, stem] : [word];
}

export interface DecodableName {
  fullName: string;
  givenNames: string;
  surname: string;
  accusative: string;
}

/**
 * True when every word typed is part of the Latin given names as announced,
 * the given names as the Holy See writes them, or the surname: "Petr" finds
 * Parolin (Petrum), "rob fran" finds Prevost.
 */
export function matchesLatinQuery(e: DecodableName, query: string): boolean {
  const words = latinSearchKey(query).split(/[\s,.]+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = latinSearchKey(`${e.accusative} ${e.givenNames} ${e.surname} ${e.fullName}`);
  return words.every((w) => wordForms(w).some((form) => haystack.includes(form)));
}

export function filterLatinNames<T extends DecodableName>(electors: readonly T[], query: string): T[] {
  return electors.filter((e) => matchesLatinQuery(e, query));
}

/** The words the protodeacon would read for him: "Dominum Petrum Sanctae Romanae Ecclesiae Cardinalem Parolin". */
export function announcedFormula(e: Pick<DecodableName, "accusative" | "surname">): string {
  return `Dominum ${e.accusative} Sanctae Romanae Ecclesiae Cardinalem ${e.surname}`;
}

/** The longest search a visitor may send; longer text is cut, not refused, since a page must always render. */
export const MAX_LATIN_QUERY = 80;
