import { useMemo } from "react";
import { Link } from "wouter";
import type { CollegeCardinal } from "../../src/shared/cardinals.ts";
import { youngestCardinals } from "../../src/shared/college-stats.ts";
import { CardinalPhoto } from "../ui/cardinal-photo.tsx";
import { Markdown } from "../ui/markdown.tsx";
import { CollegeGate, type CollegeState } from "./college-gate.tsx";
import { INSIGHTS } from "./content.ts";
import { SectionHeading } from "./text-sections.tsx";
import { m } from "../lib/i18n/messages.ts";

/** Up to 5 youngest with an age, 6 placeholders while loading. */
export const YOUNGEST_COUNT = 5;
export const PLACEHOLDER_COUNT = 6;
const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
const profileHref = (slug: string) => `/?cardinalId=${encodeURIComponent(slug)}`;

function Placeholders() {
  return (
    <ul className={GRID} aria-busy="true" aria-label={m.insights_loading_youngest()}>
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <li key={i} data-testid="papabili-placeholder" className="card flex gap-4 p-4">
          <div className="h-16 w-16 shrink-0 animate-pulse rounded-full bg-parchment-200" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-4 w-3/4 animate-pulse rounded bg-parchment-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-parchment-200" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-parchment-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function YoungCard({ cardinal, age }: { cardinal: CollegeCardinal; age: number }) {
  return (
    <li>
      <Link
        href={profileHref(cardinal.slug)}
        className="group card flex h-full gap-4 p-4 no-underline transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cardinal-500"
      >
        <CardinalPhoto cardinal={cardinal} alt="" className="h-16 w-16 shrink-0 rounded-full object-cover object-top ring-2 ring-gold-300" avatarClassName="h-16 w-16 text-xl" />
        <div className="min-w-0">
          <h3 className="font-serif text-lg font-semibold leading-snug text-ink-900 group-hover:text-cardinal-700">{cardinal.fullName}</h3>
          <p className="text-sm text-ink-500">{cardinal.nationality || m.directory_unknown()} · {m.directory_years_old({ age })}</p>
          {/* The office is the record's own English wording. */}
          {cardinal.currentPosition
            ? <p className="mt-1 text-sm text-ink-700" lang="en">{cardinal.currentPosition}</p>
            : <p className="mt-1 text-sm text-ink-700">{m.insights_no_position()}</p>}
          {cardinal.created && cardinal.createdBy && (
            <span className="mt-2 inline-block rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-medium text-gold-900">{m.insights_created_by_pope({ pope: cardinal.createdBy })}</span>
          )}
        </div>
      </Link>
    </li>
  );
}

function Youngest({ cardinals, today }: { cardinals: CollegeCardinal[]; today: string }) {
  const youngest = useMemo(() => youngestCardinals(cardinals, today, { count: YOUNGEST_COUNT, under: 70 }), [cardinals, today]);
  if (youngest.length === 0) return <p className="text-ink-500">{m.insights_none_under_70()}</p>;
  return (
    <ul className={GRID} aria-label={m.insights_youngest_label()}>
      {youngest.map(({ cardinal, age }) => <YoungCard key={cardinal.slug} cardinal={cardinal} age={age} />)}
    </ul>
  );
}

function NotablePapabili() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={m.insights_notable_heading()}>
      {INSIGHTS.notablePapabili.map((p) => (
        <li key={p.slug} className="card flex flex-col p-5">
          <div className="flex items-center gap-4">
            <CardinalPhoto cardinal={{ fullName: p.name, slug: p.slug }} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover object-top ring-2 ring-parchment-300" avatarClassName="h-14 w-14 text-lg" />
            <h3 className="font-serif text-xl font-semibold text-ink-900">{p.name}</h3>
          </div>
          <Markdown text={p.blurb} className="mt-3 flex-1 text-sm" />
          <Link href={profileHref(p.slug)} className="mt-3 self-start text-sm font-semibold text-cardinal-700 underline-offset-2 hover:underline">
            {m.insights_view_profile()}<span className="sr-only"> {m.insights_view_profile_of({ name: p.name })}</span> →
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Papabili: the youngest members of the College, the names most discussed in 2025, and a way into the directory. */
export function PapabiliTab({ college }: { college: CollegeState }) {
  return (
    <div className="space-y-10">
      <Markdown text={INSIGHTS.papabiliIntro} className="max-w-3xl" />
      <section aria-labelledby="younger-cardinals">
        <SectionHeading id="younger-cardinals" title={m.insights_younger_heading()} lead={m.insights_younger_lead()} />
        <CollegeGate college={college} loading={<Placeholders />}>
          {(cardinals, today) => <Youngest cardinals={cardinals} today={today} />}
        </CollegeGate>
      </section>
      <section aria-labelledby="notable-papabili">
        <SectionHeading id="notable-papabili" title={m.insights_notable_heading()} lead={m.insights_notable_lead()} />
        <NotablePapabili />
      </section>
      <Link href="/" className="card group block border-gold-300 bg-gradient-to-r from-parchment-100 to-gold-50 p-6 no-underline hover:shadow-md">
        <p className="font-serif text-xl font-semibold text-cardinal-800 group-hover:underline">{m.insights_browse_all()}</p>
        <p className="mt-1 text-sm text-ink-700">{m.insights_browse_all_text()}</p>
      </Link>
    </div>
  );
}
