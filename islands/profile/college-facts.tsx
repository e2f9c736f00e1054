import { Link } from "wouter";
import { announcedFormula } from "../../src/shared/habemus.ts";
import { formatLongDate } from "../lib/format.ts";
import type { CardinalProfile } from "./merge.ts";

/** The College's offices he holds (Dean, Camerlengo, Protodeacon...), each with the page that reports it. */
export function CollegeOffices({ p }: { p: Pick<CardinalProfile, "collegeOffices"> }) {
  if (p.collegeOffices.length === 0) return null;
  return (
    <div data-testid="college-offices">
      <dt className="text-xs uppercase tracking-wide text-ink-500">In the College</dt>
      {p.collegeOffices.map((o) => (
        <dd key={o.key} className="text-ink-900">
          {`${o.office}, since ${formatLongDate(o.since)} `}
          (<a href={o.sourceUrl} target="_blank" rel="noopener noreferrer" title={o.sourceTitle} className="text-cardinal-700 underline underline-offset-2">source</a>)
        </dd>
      ))}
    </div>
  );
}

/**
 * His given names in the Latin accusative, as the protodeacon would announce
 * them were he elected, with the names kept as written marked so.
 */
export function AnnouncedName({ p }: { p: Pick<CardinalProfile, "latinName" | "status"> }) {
  const latin = p.latinName;
  if (!latin) return null;
  const kept = latin.names.filter((n) => !n.latinized).map((n) => n.name);
  // For a cardinal, what the loggia would hear; for a pope, only the formula's form (what was said is the announcement's source, not this record); a death makes it moot.
  const lead = p.status === "pope" || p.status === "pope-emeritus" ? "In the announcement's form: " : p.status === "deceased" ? null : "If elected, he would be announced as ";
  return (
    <div data-testid="latin-name">
      <dt className="text-xs uppercase tracking-wide text-ink-500">Given names in Latin</dt>
      <dd className="font-serif text-base italic text-ink-900" lang="la">{latin.accusative}</dd>
      <dd className="mt-0.5 text-ink-700">
        {lead && <>{lead}<q lang="la">{announcedFormula(latin)}</q></>}
        {kept.length > 0 && `${lead ? "; " : ""}${kept.join(", ")} kept as written`}
        {lead || kept.length > 0 ? ". " : ""}
        <Link href="/habemus-papam" className="text-cardinal-700 underline underline-offset-2">Habemus Papam decoder</Link>
      </dd>
    </div>
  );
}
