import { Markdown } from "../ui/markdown.tsx";
import { INSIGHTS, type TodayFigures } from "./content.ts";
import { SectionHeading, TextSections } from "./text-sections.tsx";
import { m } from "../lib/i18n/messages.ts";

/** Overview: what a conclave is, its process and timeline, and the three most recent ones as history. */
export function OverviewTab({ figures }: { figures: TodayFigures | null }) {
  return (
    <div className="space-y-10">
      <TextSections sections={INSIGHTS.overview.sections} figures={figures} />
      <section aria-labelledby="recent-conclaves">
        <SectionHeading id="recent-conclaves" title={m.insights_recent_heading()} lead={m.insights_recent_lead()} />
        <ol className="grid gap-4 md:grid-cols-3">
          {INSIGHTS.recentConclaves.map((c) => (
            <li key={c.year} className="card flex flex-col p-5">
              <h3 className="font-serif text-3xl font-bold text-cardinal-700">{c.year}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-gold-700">{m.insights_elected({ name: c.elected })}</p>
              <Markdown text={c.summary} className="mt-2 text-sm" />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
