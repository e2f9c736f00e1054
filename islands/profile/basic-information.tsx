import type { CardinalProfile } from "./merge.ts";
import { formatLongDate } from "../lib/format.ts";
import { ageOn } from "../../src/shared/age.ts";
import { ConclaveExperience } from "./conclave-experience.tsx";
import { AnnouncedName, CollegeOffices } from "./college-facts.tsx";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { countryName } from "../lib/country-name.ts";
import { rankName } from "../lib/rank-name.ts";
import { creatingPopeName } from "../lib/pope-names.ts";

/** The sidebar's facts; a row appears only when the record has its value. */
export function BasicInformation({ p }: { p: CardinalProfile }) {
  const rows: [string, string | null | undefined][] = [
    [m.cardinal_age(), p.ageInYears && p.status !== "deceased" ? `${m.cardinal_age_years({ years: p.ageInYears })}${p.isElector ? ` ${m.cardinal_age_elector()}` : ""}` : null],
    [m.cardinal_died(), p.status === "deceased" && p.deathDate ? m.cardinal_died_value({ date: formatLongDate(p.deathDate), age: ageOn(p.birthDate, p.deathDate) }) : null],
    [m.cardinal_renounced(), p.renunciationDate && m.cardinal_renounced_value({ date: formatLongDate(p.renunciationDate) })],
    [m.cardinal_birth_date(), p.birthDate && formatLongDate(p.birthDate)],
    [m.cardinal_birth_place(), p.birthPlace],
    [m.cardinal_country(), p.nationality && countryName(p.nationality, getLocale())],
    [m.cardinal_created(), p.createdCardinal && formatLongDate(p.createdCardinal)],
    [m.cardinal_created_by(), p.createdBy && creatingPopeName(p.createdBy)],
    [m.cardinal_rank(), rankName(p.rank)],
    [m.cardinal_title(), p.cardinalPriestOf],
    [m.cardinal_motto(), p.episcopalMotto],
  ];
  return (
    <section aria-labelledby="basic-info">
      <h2 id="basic-info" className="font-serif text-lg font-semibold">{m.cardinal_basic_information()}</h2>
      <dl className="mt-2 space-y-2 text-sm">
        {rows.filter(([, v]) => v).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-ink-500">{label}</dt>
            <dd className="text-ink-900">{value}</dd>
          </div>
        ))}
        <CollegeOffices p={p} />
        <AnnouncedName p={p} />
        <ConclaveExperience p={p} />
      </dl>
    </section>
  );
}
