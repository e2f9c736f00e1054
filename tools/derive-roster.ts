/**
 * Derives the project's roster (content/roster.json) from the shared reference
 * facts. Run once when the reference data changes:
 *   bun tools/derive-roster.ts ../shared/data/cardinals.json 2026-01-30
 * The roster is committed, so a fresh clone needs nothing outside the repository.
 */
import { writeFileSync, readFileSync } from "node:fs";

type Reference = Record<string, string | boolean | null>;

const [source = "../shared/data/cardinals.json", asOf = "2026-01-30"] = process.argv.slice(2);
const facts = JSON.parse(readFileSync(source, "utf8")) as Reference[];

/**
 * Surnames as they appear in the name the site shows. The press office list has
 * no split for three cardinals, and for others it gives a surname the shown name
 * does not contain (a second family name, another transliteration, a typo); a
 * last-word rule would get compound and Eastern names wrong.
 */
const SURNAMES: Record<string, string> = {
  "toribio-ticona-porco": "Ticona Porco",
  "louis-marie-ling-mangkhanekhoun": "Ling Mangkhanekhoun",
  "baselios-cleemis": "Thottunkal",
  "bechara-boutros-al-rahi": "al-Rahi",
  "stanis-aw-ry-ko": "Ryłko",
  "lluis-martinez-i-sistach": "Martínez i Sistach",
  "raymundo-damasceno-assis": "Damasceno Assis",
  "joao-braz-de-aviz": "Braz de Aviz",
  "leopoldo-brenes": "Brenes",
  "ricardo-ezzati": "Ezzati",
  "philippe-ouedraogo": "Ouédraogo",
  "kriengsak-kovitvanit": "Kovitvanit",
  "daniel-sturla": "Sturla",
  "ricardo-blazquez": "Blázquez",
  "juan-jose-omella": "Omella",
  "antonio-marto": "Marto",
  "pedro-barreto": "Barreto",
  "americo-aguiar": "Aguiar",
};

/**
 * Cardinals whose `voteEligibleAsOfSource` is false while they are under 80: they
 * renounced the rights of the cardinalate. The reference data gives no date, so
 * the date and a report of it are kept here; the script stops if the data names
 * someone who is not listed, so no case is silently missed.
 */
const RENUNCIATIONS: Record<string, { date: string; source: string }> = {
  // Holy See Press Office bulletin of 24 September 2020, as reported by the Diocese of Rome's weekly.
  "giovanni-angelo-becciu": { date: "2020-09-24", source: "https://www.romasette.it/il-papa-accetta-la-rinuncia-di-becciu-al-cardinalato/" },
};

for (const f of facts) {
  const under80 = typeof f.birthDate === "string" && Number(asOf.slice(0, 4)) - Number(f.birthDate.slice(0, 4)) < 80;
  if (f.voteEligibleAsOfSource === false && under80 && f.status === "cardinal" && !RENUNCIATIONS[String(f.slug)]) {
    throw new Error(`${f.slug} is under 80 but not an elector in the reference data: add the renunciation to RENUNCIATIONS`);
  }
}

/**
 * Names the reference data shortens where the Holy See Press Office gives the
 * full form the site shows. The Syro-Malankara Major Archbishop is listed by his
 * church name alone; the Holy See adds his family name, Thottunkal. The
 * Archbishop of Colombo is listed as "Malcolm Ranjith", his given names; the
 * Holy See names him with his family name, Patabendige Don.
 */
const NAMES: Record<string, string> = {
  "baselios-cleemis": "Baselios Cleemis Thottunkal",
  "malcolm-ranjith": "Albert Malcolm Ranjith Patabendige Don",
};

/**
 * Birthplaces the Wikidata export got wrong: an unresolved item id, or only the
 * country. Each is the town given by the Holy See Press Office biography or by
 * the diocese and major press; where no reputable source agrees (Cleemis, Ling)
 * the place stays empty rather than guessed. Singapore is a city-state.
 */
const BIRTHPLACES: Record<string, string | null> = {
  "fridolin-ambongo-besungu": "Boto",
  "peter-okpaleke": "Amesi",
  "gabriel-zubeir-wako": "Mboro",
  "berhaneyesus-demerew-souraphiel": "Tchela Claka",
  "gaudencio-borbon-rosales": "Batangas",
  "charles-maung-bo": "Monhla",
  "ignace-bessi-dogbo": "Niangon-Adjamé",
  "william-goh": "Singapore",
};

/**
 * Episcopal consecrations the Wikidata export dates years after the man was
 * created cardinal, though he was a diocesan bishop long before: each is the
 * date his diocese's or bishops' conference's biography gives.
 */
const CONSECRATIONS: Record<string, { date: string; source: string }> = {
  // Bishop of Moulins, consecrated on 22 November 1998 (French bishops' conference biography, as quoted).
  "philippe-barbarin": { date: "1998-11-22", source: "https://fr.zenit.org/2002/07/16/france-mgr-barbarin-nomme-archeveque-de-lyon" },
  // Auxiliary Bishop of Wellington from May 1995 (the archdiocese, below); the day, 31 May 1995, as Wikipedia gives it.
  "john-dew": { date: "1995-05-31", source: "https://wn.catholic.org.nz/adw_welcom/farewell-to-cardinal-john/amp" },
};

/** A Wikidata item id, which the export leaves where it could not resolve a label. */
const WIKIDATA_ID = /^Q\d+$/;

function birthplaceOf(f: Reference): string | null {
  const slug = String(f.slug);
  if (slug in BIRTHPLACES) return BIRTHPLACES[slug]!;
  const place = f.birthPlace ? String(f.birthPlace) : null;
  if (!place || WIKIDATA_ID.test(place) || place === f.country) return null;
  return place;
}

function surnameOf(f: Reference, name: string): string {
  const slug = String(f.slug);
  if (SURNAMES[slug]) return SURNAMES[slug];
  const listed = f.surname ? String(f.surname) : null;
  return listed && name.includes(listed) ? listed : lastWord(name);
}

const members = facts.map((f) => {
  const name = NAMES[String(f.slug)] ?? String(f.fullName);
  return {
  slug: f.slug,
  name,
  nameWithOrder: NAMES[String(f.slug)] ?? f.nameWithOrder,
  surname: surnameOf(f, name),
  givenNames: f.givenNames,
  order: f.religiousOrder,
  country: f.country,
  region: f.region,
  born: f.birthDate,
  birthplace: birthplaceOf(f),
  ordainedPriest: f.priestOrdination,
  consecratedBishop: CONSECRATIONS[String(f.slug)]?.date ?? f.episcopalConsecration,
  created: f.createdCardinal,
  createdBy: f.createdBy,
  rank: f.rank,
  office: f.currentPosition,
  status: f.status,
  pressOfficeBio: f.vaticanBiographyUrl,
  wikidata: f.wikidataId,
    ...(RENUNCIATIONS[String(f.slug)] ? { renounced: RENUNCIATIONS[String(f.slug)]!.date, renouncedSource: RENUNCIATIONS[String(f.slug)]!.source } : {}),
  };
});

function lastWord(name: string): string {
  return name.split(" ").at(-1) ?? name;
}

writeFileSync("content/roster.json", JSON.stringify({ asOf, members }, null, 1) + "\n");
console.log(`wrote ${members.length} members as of ${asOf}`);
