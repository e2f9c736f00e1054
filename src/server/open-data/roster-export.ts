import type { Cardinal } from "../../shared/cardinals.ts";
import { isCardinalOn } from "../../shared/age.ts";
import type { ExportedPerson } from "../../shared/open-data.ts";

/**
 * The download's rows for `day`, from the records as computed for that same
 * day: the members of the College that day (created by then and alive, one who
 * renounced the rights of the cardinalate included) and the pope. Someone not
 * yet created, or who had died by then, is left out.
 */
export function exportedPeopleOn(people: readonly Cardinal[], day: string): ExportedPerson[] {
  return people.flatMap((person) => {
    const { status } = person;
    // A pope emeritus is no longer a member of the College nor the pope: the roster's download lists neither.
    if (status === "deceased" || status === "pope-emeritus" || (status === "cardinal" && !isCardinalOn(person, day))) return [];
    return [exportedPerson(person, status)];
  });
}

function exportedPerson(person: Cardinal, status: ExportedPerson["status"]): ExportedPerson {
  return {
    id: person.id,
    slug: person.slug,
    status,
    fullName: person.fullName,
    nameWithOrder: person.nameWithOrder,
    lastName: person.lastName,
    givenNames: person.givenNames,
    religiousOrder: person.religiousOrder,
    country: person.nationality,
    region: person.region,
    birthDate: person.birthDate,
    birthPlace: person.birthPlace,
    priestOrdination: person.priestOrdination,
    episcopalConsecration: person.episcopalConsecration,
    createdCardinal: person.createdCardinal,
    createdBy: person.createdBy,
    rank: person.rank,
    currentPosition: person.currentPosition,
    renunciationDate: person.renunciationDate,
    ageInYears: person.ageInYears,
    isElector: person.isElector,
    conclavesAttended: person.conclavesAttended,
    wikidataId: person.wikidataId,
    officialBiographyUrl: person.officialBiographyUrl,
    pagePath: status === "pope" ? "/new-holy-father" : `/cardinal/${person.slug}`,
  };
}
