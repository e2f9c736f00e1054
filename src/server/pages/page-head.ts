/** The head of each page: title, description, canonical address, and for cardinals a schema.org Person. */
import type { Cardinal } from "../../shared/cardinals.ts";
import { CARDINAL_PATH, GAME_PAGE_PATH, NOT_FOUND_META, PAGE_META, gamePageTitle } from "../../shared/site.ts";
import type { PageHead } from "./html-shell.ts";

/** Pages that are not meant to be found through a search engine. */
const NOINDEX = new Set(["/admin1190"]);

const cardinalDescription = (c: Cardinal) =>
  `${c.nameWithOrder}, ${c.currentPosition ?? "Cardinal of the Catholic Church"}. Born ${c.birthDate}${c.birthPlace ? ` in ${c.birthPlace}` : ""}; ${c.nationality}. Biography, views and sources.`;

/** schema.org Person from the record alone: nothing that is not in the reference data. */
export function personJsonLd(c: Cardinal, url: string): Record<string, unknown> {
  const sameAs = [c.wikidataId ? `https://www.wikidata.org/wiki/${c.wikidataId}` : null, c.officialBiographyUrl].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: c.fullName,
    url,
    ...(c.givenNames ? { givenName: c.givenNames } : {}),
    familyName: c.lastName,
    birthDate: c.birthDate,
    ...(c.birthPlace ? { birthPlace: { "@type": "Place", name: c.birthPlace } } : {}),
    nationality: { "@type": "Country", name: c.nationality },
    jobTitle: c.currentPosition ?? (c.status === "pope" ? "Pope" : "Cardinal"),
    affiliation: { "@type": "Organization", name: "Catholic Church" },
    memberOf: { "@type": "Organization", name: "College of Cardinals" },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The head for `path`; `cardinal` is the record of a cardinal page, when it exists. */
export function pageHead(path: string, origin: string, cardinal: Cardinal | null, gameName?: string): PageHead {
  const canonical = `${origin}${path === "/" ? "/" : path.replace(/\/$/, "")}`;
  if (CARDINAL_PATH.test(path)) {
    if (!cardinal) return { ...NOT_FOUND_META, canonical, noindex: true, notFound: true };
    const url = `${origin}/cardinal/${cardinal.slug}`;
    return { title: cardinal.nameWithOrder, description: cardinalDescription(cardinal), canonical: url, ogType: "profile", jsonLd: personJsonLd(cardinal, url) };
  }
  const meta = PAGE_META[path];
  if (!meta) return { ...NOT_FOUND_META, canonical, noindex: true, notFound: true };
  const title = path === GAME_PAGE_PATH && gameName ? gamePageTitle(gameName) : meta.title;
  return { ...meta, title, canonical, noindex: NOINDEX.has(path) };
}
