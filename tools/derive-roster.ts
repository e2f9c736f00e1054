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
}));

function lastWord(name: string): string {
  return name.split(" ").at(-1) ?? name;
}

writeFileSync("content/roster.json", JSON.stringify({ asOf, members }, null, 1) + "\n");
console.log(`wrote ${members.length} members as of ${asOf}`);
