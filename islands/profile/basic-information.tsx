import type { CardinalProfile } from "./merge.ts";
import { formatLongDate } from "../lib/format.ts";
import { ageOn } from "../../src/shared/age.ts";
import { ConclaveExperience } from "./conclave-experience.tsx";
import { AnnouncedName, CollegeOffices } from "./college-facts.tsx";

/** The sidebar's facts; a row appears only when the record has its value. */
export function BasicInformation({ p }: { p: CardinalProfile }) {
  const rows: [string, string | null | undefined][] = [
    ["Age", p.ageInYears && p.status !== "deceased" ? `${p.ageInYears} years${p.isElector ? " (elector)" : ""}` : null],
    ["Died", p.status === "deceased" && p.deathDate ? `† ${formatLongDate(p.deathDate)} (aged ${ageOn(p.birthDate, p.deathDate)})` : null],
    ["Renounced the rights of the cardinalate", p.renunciationDate && `${formatLongDate(p.renunciationDate)}: still a cardinal, not an elector`],
    ["Birth Date", p.birthDate && formatLongDate(p.birthDate)],
    ["Birth Place", p.birthPlace],
    ["Country", p.nationality],
    ["Created Cardinal", p.createdCardinal && formatLongDate(p.createdCardinal)],
    ["Created By", p.createdBy],
    ["Rank", p.rank],
    ["Title", p.cardinalPriestOf],
    ["Motto", p.episcopalMotto],
  ];
  return (
    <section aria-labelledby="basic-info">
      <h2 id="basic-info" className="font-serif text-lg font-semibold">Basic Information</h2>
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
