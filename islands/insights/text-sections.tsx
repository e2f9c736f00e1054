import { Markdown } from "../ui/markdown.tsx";
import { fillFigures, type TextSection, type TodayFigures } from "./content.ts";

/** Editorial sections, each a serif heading over safe markdown, with today's figures filled in. */
export function TextSections({ sections, figures }: { sections: TextSection[]; figures: TodayFigures | null }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {sections.map((s) => (
        <section key={s.heading} className="card p-5 sm:p-6">
          <h2 className="font-serif text-xl font-semibold text-ink-900">{s.heading}</h2>
          <Markdown text={fillFigures(s.body, figures)} className="mt-2" />
        </section>
      ))}
    </div>
  );
}

export function SectionHeading({ id, title, lead }: { id?: string; title: string; lead?: string }) {
  return (
    <header className="mb-4">
      <h2 id={id} className="font-serif text-2xl font-semibold text-ink-900">{title}</h2>
      {lead && <p className="mt-1 text-ink-500">{lead}</p>}
    </header>
  );
}
