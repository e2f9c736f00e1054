/** The head of each page: title, description, canonical address, and for cardinals a schema.org Person. */
import type { Cardinal } from "../../shared/cardinals.ts";
import { m } from "../../../islands/lib/i18n/messages.ts";
import type { PageMatch } from "../../../islands/app/pages.tsx";
import { metaOf, notFoundMeta, serverPage } from "./page-table.ts";
import type { PageHead } from "./html-shell.ts";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../../shared/locales.ts";
import { countryName } from "../../../islands/lib/country-name.ts";

/** The search result's summary of him, in the page's language; his office and place are the record's words, his country named in the page's language. */
function cardinalDescription(c: Cardinal, locale: Locale): string {
  const opts = { locale };
  const office = c.status === "deceased"
    ? (c.currentPosition ? m.cardinal_last_office({ office: c.currentPosition }, opts) : m.cardinal_of_the_church({}, opts))
    : c.currentPosition || m.cardinal_of_the_church({}, opts);
  const born = c.birthPlace ? m.cardinal_head_born_in({ date: c.birthDate, place: c.birthPlace }, opts) : m.cardinal_head_born({ date: c.birthDate }, opts);
  const died = c.status === "deceased" && c.deathDate ? `; ${m.cardinal_head_died({ date: c.deathDate }, opts)}` : "";
  return `${c.nameWithOrder}${c.status === "deceased" ? " †" : ""}, ${office}. ${born}${died}. ${m.cardinal_head_country({ country: countryName(c.nationality, locale) }, opts)} ${m.cardinal_head_tail({}, opts)}`;
}

/**
 * What the record says of his membership of the College: a member while he
 * is a cardinal (one who renounced the rights of the cardinalate stays one,
 * as the Holy See lists him); neither the pope nor someone who has died is.
 */
function membership(c: Cardinal, locale: Locale): Record<string, unknown> {
  if (c.status === "deceased") return { deathDate: c.deathDate };
  if (c.status === "pope") return {};
  const college = { "@type": "Organization", name: m.cardinal_jsonld_college({}, { locale }) };
  if (c.renunciationDate) {
    return { memberOf: college, description: m.cardinal_jsonld_renounced({ date: c.renunciationDate }, { locale }) };
  }
  return { memberOf: college };
}

/**
 * schema.org Person from the record alone: nothing that is not in the
 * reference data. The roster's country is that of his see or office, not a
 * citizenship, so it is not given as a nationality. The College, the Church
 * and a renunciation are named in the page's language; the record's own values,
 * his job title among them (the office as stored, else "Pope" or "Cardinal"), stay as stored.
 */
export function personJsonLd(c: Cardinal, url: string, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  const opts = { locale };
  const sameAs = [c.wikidataId ? `https://www.wikidata.org/wiki/${c.wikidataId}` : null, c.officialBiographyUrl].filter(Boolean);
  const living = c.status !== "deceased";
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: c.fullName,
    url,
    ...(c.givenNames ? { givenName: c.givenNames } : {}),
    familyName: c.lastName,
    birthDate: c.birthDate,
    ...(c.birthPlace ? { birthPlace: { "@type": "Place", name: c.birthPlace } } : {}),
    ...(living ? { jobTitle: c.currentPosition ?? (c.status === "pope" ? "Pope" : "Cardinal") } : {}),
    affiliation: { "@type": "Organization", name: m.cardinal_jsonld_church({}, opts) },
    ...membership(c, locale),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * The head of the page `match` found at `path` (null: the 404 page), in
 * `locale`. `record` is the person a page about one person shows, as its body
 * renders him.
 */
export function pageHead(match: PageMatch | null, path: string, origin: string, record: Cardinal | null, gameName?: string, locale: Locale = DEFAULT_LOCALE): PageHead {
  const page = path === "/" ? "/" : path.replace(/\/$/, "");
  const canonical = `${origin}${localizedPath(locale, page)}`;
  if (!match || (match.page.aboutOnePerson && !record)) return { ...notFoundMeta(locale), canonical, noindex: true, notFound: true, locale };
  if (record) {
    const recordPath = `/cardinal/${record.slug}`;
    const url = `${origin}${localizedPath(locale, recordPath)}`;
    return { title: record.nameWithOrder, description: cardinalDescription(record, locale), canonical: url, ogType: "profile", jsonLd: personJsonLd(record, url, locale), locale, alternates: alternates(origin, recordPath) };
  }
  const { indexed } = serverPage(match.page);
  return { ...metaOf(match.page, locale, gameName), home: match.page.path === "/", canonical, noindex: !indexed, locale, ...(indexed ? { alternates: alternates(origin, page) } : {}) };
}

/** The same page in every language, and English for readers whose language the site lacks. */
export function alternates(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((l) => ({ hreflang: l, href: `${origin}${localizedPath(l, path)}` })),
    { hreflang: "x-default", href: `${origin}${path}` },
  ];
}
