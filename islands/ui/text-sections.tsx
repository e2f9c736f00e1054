import { Markdown } from "./markdown.tsx";

/** A headed block of editorial markdown, as the page texts in content/pages store them. */
export interface TextSection { heading: string; body: string }

/** Headed markdown sections in a readable column; each heading is a second-level one, right under the page title. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  return (
    <div className="max-w-3xl space-y-8">
      {sections.map((s) => (
        <section key={s.heading}>
          <h2 className="font-serif text-xl font-semibold text-ink-900 sm:text-2xl">{s.heading}</h2>
          <Markdown text={s.body} className="text-[1.0625rem]" />
        </section>
      ))}
    </div>
  );
}
