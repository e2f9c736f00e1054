import type { Cardinal } from "../../shared/cardinals.ts";
import { ageOn } from "../../shared/age.ts";
import type { ExportedPerson, PersonStatus } from "../../shared/open-data.ts";

/** Where a person stands on `day`: a death or renunciation on or before it outranks the record's status. */
export function statusOn(person: Cardinal, day: string): PersonStatus {
  if (person.deathDate && person.deathDate <= day) return "deceased";
  if (person.status === "pope") return "pope";
  if (person.renunciationDate && person.renunciationDate <= day) return "renounced";
  return "cardinal";
}

/** The download row of one person for `day`. */
export function exportedPersonOn(person: Cardinal, day: string): ExportedPerson {
  const status = statusOn(person, day);
  const { deathDate } = person;
  return {
    id: person.id,
    slug: person.slug,
    status,
    fullName: person.fullName,
    nameWithOrder: person.nameWithOrder,
    lastName: person.lastName,
    givenNames: person.givenNames,
    religiousOrder: person.religiousOrder,
    nationality: person.nationality,
    region: person.region,
    birthDate: person.birthDate,
    birthPlace: person.birthPlace,
    priestOrdination: person.priestOrdination,
    episcopalConsecration: person.episcopalConsecration,
    createdCardinal: person.createdCardinal,
    createdBy: person.createdBy,
    rank: person.rank,
    currentPosition: person.currentPosition,
    deathDate,
    renunciationDate: person.renunciationDate,
    ageInYears: ageOn(person.birthDate, status === "deceased" && deathDate ? deathDate : day),
    isElector: status === "cardinal" && person.isElector,
    wikidataId: person.wikidataId,
    officialBiographyUrl: person.officialBiographyUrl,
    pagePath: status === "pope" ? "/new-holy-father" : `/cardinal/${person.slug}`,
  };
}
