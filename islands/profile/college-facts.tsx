import { Link } from "wouter";
import { announcedFormula } from "../../src/shared/habemus.ts";
import { formatLongDate } from "../lib/format.ts";
import type { CardinalProfile } from "./merge.ts";
import { m } from "../lib/i18n/messages.ts";

/** The College's offices he holds (Dean, Camerlengo, Protodeacon...), each with the page that reports it. */
export function CollegeOffices({ p }: { p: Pick<CardinalProfile, "collegeOffices"> }) {
  if (p.collegeOffices.length === 0) return null;
  return (
    <div data-testid="college-offices">
      <dt className="text-xs uppercase tracking-wide text-ink-500">{m.cardinal_in_college()}</dt>
      {p.collegeOffices.map((o) => (
        <dd key={o.key} className="text-ink-900">
          {`${m.cardinal_office_since({ office: o.office, date: formatLongDate(o.since) })} `}
          (<a href={o.sourceUrl} target="_blank" rel="noopener noreferrer" title={o.sourceTitle} className="text-cardinal-700 underline underline-offset-2">{m.cardinal_source()}</a>)
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
  const lead = p.status === "pope" || p.status === "pope-emeritus" ? m.cardinal_latin_pope_lead() : p.status === "deceased" ? null : m.cardinal_latin_lead();
  return (
    <div data-testid="latin-name">
      <dt className="text-xs uppercase tracking-wide text-ink-500">{m.cardinal_latin_names()}</dt>
      <dd className="font-serif text-base italic text-ink-900" lang="la">{latin.accusative}</dd>
      <dd className="mt-0.5 text-ink-700">
        {lead && <>{lead}<q lang="la">{announcedFormula(latin)}</q></>}
        {kept.length > 0 && `${lead ? "; " : ""}${m.cardinal_latin_kept({ names: kept.join(", ") })}`}
        {lead || kept.length > 0 ? ". " : ""}
        <Link href="/habemus-papam" className="text-cardinal-700 underline underline-offset-2">{m.cardinal_habemus_decoder()}</Link>
      </dd>
    </div>
  );
}
