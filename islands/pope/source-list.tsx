import { InEnglish } from "../ui/in-english.tsx";
import type { SourceLink } from "./pope-profile.ts";

/** A numbered list of external sources, each opening in a new tab; the editors describe each in English (outlet, title, date). */
export function SourceList({ sources, title, id }: { sources: SourceLink[]; title: string; id: string }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id={id} className="font-serif text-2xl font-semibold text-ink-900">{title}</h2>
        <InEnglish />
      </div>
      <ol lang="en" className="mt-4 list-decimal space-y-2 pl-6 text-sm text-ink-700 lg:columns-2 lg:gap-10">
        {sources.map((s) => (
          <li key={s.url + s.title} className="break-inside-avoid pl-1">
            <a href={s.url} target="_blank" rel="noopener noreferrer" className="break-words text-cardinal-700 underline-offset-2 hover:text-cardinal-900 hover:underline">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
