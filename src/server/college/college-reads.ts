/**
 * The College's offices and the electors' Latin names, as answers computed
 * from the two content files and the roster held in memory: who holds each
 * office on a day and whether he is an elector then, who presides, and the
 * electors of today with their given names as they would be announced.
 */
import { ageOn, isElectorOn, statusOn } from "../../shared/age.ts";
import type { Cardinal } from "../../shared/cardinals.ts";
import type { CollegeOfficesAnswer, CollegeOfficesFile, LatinNamesAnswer, LatinNamesElector, LatinNamesFile } from "../../shared/college-content.ts";
import { collegeOffices, latinNames } from "../../../db/college-content.ts";
import type { RosterIndex } from "../directory/roster-index.ts";

type Member = Pick<Cardinal, "slug" | "fullName" | "birthDate" | "status" | "createdCardinal" | "deathDate" | "renunciationDate">;
type Person = NonNullable<CollegeOfficesAnswer["offices"][number]["holder"]>;

function personOn(m: Member, day: string): Person {
  return { slug: m.slug, fullName: m.fullName, ageInYears: ageOn(m.birthDate, day), isElector: isElectorOn(m, day) };
}

/**
 * The offices on `day`, and who presides. The Dean presides over the General
 * Congregations (the Vice-Dean when the Dean is impeded or has died); in the
 * conclave only an elector can preside: the Dean, else the Vice-Dean, else the
 * senior elector by precedence. The roster does not record the order of
 * precedence, so the senior elector is named only as the offices file reports
 * him, and only while he is himself an elector on `day`.
 */
export function collegeOfficesOn(file: CollegeOfficesFile, members: readonly Member[], day: string): CollegeOfficesAnswer {
  const bySlug = new Map(members.map((m) => [m.slug, m] as const));
  const living = (slug: string) => {
    const m = bySlug.get(slug);
    return m && statusOn(m, day) !== "deceased" ? m : undefined;
  };
  const holderOf = (key: string) => {
    const o = file.offices.find((x) => x.key === key);
    return o ? living(o.slug) : undefined;
  };
  const offices = file.offices.map((o) => {
    const m = living(o.slug);
    return { key: o.key, office: o.office, description: o.description, since: o.since, source: o.source, holder: m ? personOn(m, day) : null };
  });
  const dean = holderOf("dean");
  const viceDean = holderOf("vice-dean");
  const congregations = dean ?? viceDean;
  let conclave: CollegeOfficesAnswer["presiding"]["conclave"] = null;
  if (dean && isElectorOn(dean, day)) {
    conclave = { ...personOn(dean, day), reason: "The Dean is an elector, so he presides." };
  } else if (viceDean && isElectorOn(viceDean, day)) {
    conclave = { ...personOn(viceDean, day), reason: `The Dean is ${dean ? `${ageOn(dean.birthDate, day)}, not an elector` : "not living"}; the Vice-Dean is an elector, so he presides.` };
  } else {
    const senior = living(file.presiding.seniorElector.slug);
    if (senior && isElectorOn(senior, day)) {
      const over80 = [dean && `the Dean is ${ageOn(dean.birthDate, day)}`, viceDean && `the Vice-Dean is ${ageOn(viceDean.birthDate, day)}`].filter(Boolean).join(" and ");
      conclave = {
        ...personOn(senior, day),
        reason: `Neither the Dean nor the Vice-Dean is an elector${over80 ? ` (${over80})` : ""}, so the senior elector by precedence presides.`,
        note: file.presiding.seniorElector.note,
        source: file.presiding.seniorElector.source,
      };
    }
  }
  return {
    date: day,
    asOf: file.asOf,
    offices,
    presiding: { rule: file.presiding.rule, source: file.presiding.source, congregations: congregations ? personOn(congregations, day) : null, conclave },
  };
}

/**
 * The electors on `day`, sorted by surname, with their names as announced. An
 * elector the Latin list does not have yet (created after it was compiled) is
 * listed with his given names unchanged and says so, rather than being left
 * out or given a Latin form nobody checked.
 */
export function latinNamesOn(file: LatinNamesFile, members: readonly (Member & Pick<Cardinal, "givenNames" | "lastName">)[], day: string): LatinNamesAnswer {
  const entries = new Map(file.electors.map((e) => [e.slug, e] as const));
  const electors: LatinNamesElector[] = members.filter((m) => isElectorOn(m, day)).map((m) => {
    const e = entries.get(m.slug);
    if (e) return { slug: m.slug, fullName: m.fullName, givenNames: e.givenNames, surname: e.surname, accusative: e.accusative, names: e.names, ...(e.note ? { note: e.note } : {}) };
    const given = m.givenNames ?? m.fullName.replace(new RegExp(`\\s*${m.lastName}$`), "");
    return {
      slug: m.slug, fullName: m.fullName, givenNames: given, surname: m.lastName, accusative: given,
      names: [{ name: given, latin: given, latinized: false }],
      note: "Not in the site's list of Latin names yet: his given names are shown as the Holy See writes them.",
    };
  });
  electors.sort((a, b) => a.surname.localeCompare(b.surname, "en") || a.fullName.localeCompare(b.fullName, "en"));
  return {
    rule: file.rule, asOf: file.asOf, date: day, sources: file.sources,
    announcements: file.announcements.map(({ year, protodeacon, elected, text, title, url }) => ({ year, protodeacon, elected, text, title, url })),
    electors,
  };
}

/**
 * The answers for the live roster: the Latin list is kept per roster snapshot
 * (day and version). `vacancyDay` gives the day the See fell vacant while a
 * vacancy is recorded: the offices are then read on that day, the day the
 * electorate is frozen on, unless a day is asked for.
 */
export function collegeReads(index: RosterIndex, vacancyDay: () => string | null = () => null) {
  let latin: { key: string; answer: LatinNamesAnswer } | null = null;
  const members = () => index.current().entries.map((e) => e.cardinal);
  return {
    offices: (day?: string) => collegeOfficesOn(collegeOffices(), members(), day ?? vacancyDay() ?? index.current().day),
    latinNames(): LatinNamesAnswer {
      const snapshot = index.current();
      const key = `${snapshot.day}|${snapshot.version}`;
      if (latin?.key !== key) latin = { key, answer: latinNamesOn(latinNames(), members(), snapshot.day) };
      return latin.answer;
    },
  };
}

export type CollegeReads = ReturnType<typeof collegeReads>;
