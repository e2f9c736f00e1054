import { MarkdownAccordion } from "../ui/markdown-accordion.tsx";
import type { ObjectionGroup } from "./why-a-pope-content.ts";

/** Biblical and historical objections, each group an accordion in which several answers can stay open. */
export function ObjectionsPanel({ groups }: { groups: ObjectionGroup[] }) {
  return (
    <div className="max-w-3xl space-y-8">
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`objections-${g.id}`}>
          <h2 id={`objections-${g.id}`} className="mb-3 font-serif text-xl font-semibold text-ink-900 sm:text-2xl">{g.label}</h2>
          <MarkdownAccordion type="multiple" headingLevel={3} items={g.items.map((o) => ({ title: o.question, body: o.answer }))} />
        </section>
      ))}
    </div>
  );
}
