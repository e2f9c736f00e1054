import { conclaveExperienceText } from "../../src/shared/conclave-experience.ts";
import { absencesOf } from "../../src/shared/conclaves.ts";
import type { CardinalProfile } from "./merge.ts";

/**
 * The conclaves he took part in, computed from his dates (see
 * `conclavesAttendedBy`), and any he was eligible for but did not enter, with
 * the reason and where it is reported.
 */
export function ConclaveExperience({ p }: { p: Pick<CardinalProfile, "slug" | "conclavesAttended"> }) {
  const sentence = conclaveExperienceText(p.conclavesAttended);
  const absences = absencesOf(p.slug);
  if (!sentence && absences.length === 0) return null;
  return (
    <div data-testid="conclave-experience">
      <dt className="text-xs uppercase tracking-wide text-ink-500">Conclaves</dt>
      {sentence && <dd className="text-ink-900">{sentence}</dd>}
      {absences.map(({ conclave, absence }) => (
        <dd key={conclave.year} className="mt-1 text-ink-700">
          {`Did not take part in the conclave of ${conclave.year}: ${absence.reason}`}
          {" ("}
          {absence.sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 && ", "}
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2">source {i + 1}</a>
            </span>
          ))}
          {")"}
        </dd>
      ))}
    </div>
  );
}
