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

/** The press office list has no split for these three; their surnames are compound. */
const SURNAME_GAPS: Record<string, string> = {
  "toribio-ticona-porco": "Ticona Porco",
  "louis-marie-ling-mangkhanekhoun": "Ling Mangkhanekhoun",
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

const members = facts.map((f) => ({
  slug: f.slug,
  name: f.fullName,
  nameWithOrder: f.nameWithOrder,
  surname: f.surname ?? SURNAME_GAPS[String(f.slug)] ?? lastWord(String(f.fullName)),
  givenNames: f.givenNames,
  order: f.religiousOrder,
  country: f.country,
  region: f.region,
  born: f.birthDate,
  birthplace: f.birthPlace,
  ordainedPriest: f.priestOrdination,
  consecratedBishop: f.episcopalConsecration,
  created: f.createdCardinal,
  createdBy: f.createdBy,
  rank: f.rank,
  office: f.currentPosition,
  status: f.status,
  pressOfficeBio: f.vaticanBiographyUrl,
  wikidata: f.wikidataId,
  ...(RENUNCIATIONS[String(f.slug)] ? { renounced: RENUNCIATIONS[String(f.slug)]!.date, renouncedSource: RENUNCIATIONS[String(f.slug)]!.source } : {}),
}));

function lastWord(name: string): string {
  return name.split(" ").at(-1) ?? name;
}

writeFileSync("content/roster.json", JSON.stringify({ asOf, members }, null, 1) + "\n");
console.log(`wrote ${members.length} members as of ${asOf}`);
