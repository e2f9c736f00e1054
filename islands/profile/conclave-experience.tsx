import { absencesOf } from "../../src/shared/conclaves.ts";
import type { CardinalProfile } from "./merge.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { intlText } from "../lib/intl-texts.ts";

/** "Took part in the conclaves of 2013 and 2025" in the page's language; null when unknown. */
function experienceSentence(years: readonly number[] | null): string | null {
  if (years === null) return null;
  if (years.length === 0) return m.cardinal_conclaves_none();
  const tag = INTL_LOCALES[getLocale()];
  const list = intlText("list", tag, years.join(","), () => new Intl.ListFormat(tag, { type: "conjunction" }).format(years.map(String)));
  return m.cardinal_conclaves_took_part({ count: years.length, years: list });
}

/**
 * The conclaves he took part in, computed from his dates (see
 * `conclavesAttendedBy`), and any he was eligible for but did not enter, with
 * the reason and where it is reported.
 */
export function ConclaveExperience({ p }: { p: Pick<CardinalProfile, "slug" | "conclavesAttended"> }) {
  const sentence = experienceSentence(p.conclavesAttended);
  const absences = absencesOf(p.slug);
  if (!sentence && absences.length === 0) return null;
  return (
    <div data-testid="conclave-experience">
      <dt className="text-xs uppercase tracking-wide text-ink-500">{m.cardinal_conclaves()}</dt>
      {sentence && <dd className="text-ink-900">{sentence}</dd>}
      {absences.map(({ conclave, absence }) => (
        <dd key={conclave.year} className="mt-1 text-ink-700">
          {`${m.cardinal_did_not_take_part({ year: conclave.year })} `}
          {/* The reason is the record's own words, in English. */}
          <span lang="en">{absence.reason}</span>
          {" ("}
          {absence.sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 && ", "}
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2">{m.cardinal_source_n({ n: i + 1 })}</a>
            </span>
          ))}
          {")"}
        </dd>
      ))}
    </div>
  );
}
