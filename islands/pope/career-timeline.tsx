import { InEnglish } from "../ui/in-english.tsx";
import { m } from "../lib/i18n/messages.ts";
import type { CareerEntry } from "./pope-profile.ts";

/** His ministry as a vertical timeline: period on the left (or above, on a phone), role beside it. The roles are the profile's English. */
export function CareerTimeline({ career }: { career: CareerEntry[] }) {
  if (career.length === 0) return null;
  return (
    <section aria-labelledby="career-title" className="max-w-3xl">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="career-title" className="font-serif text-2xl font-semibold text-ink-900">{m.pope_career_heading()}</h2>
        <InEnglish />
      </div>
      <ol className="mt-4 border-l-2 border-cardinal-200" lang="en">
        {career.map((c) => (
          <li key={`${c.period}-${c.role}`} className="relative pb-5 pl-6 last:pb-0">
            <span aria-hidden="true" className="absolute -left-[7px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-cardinal-700 shadow" />
            <p className="text-sm font-semibold text-cardinal-700">{c.period}</p>
            <p className="mt-0.5 text-ink-700">{c.role}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
