import { InEnglish } from "../ui/in-english.tsx";
import { m } from "../lib/i18n/messages.ts";
import type { EducationEntry } from "./pope-profile.ts";

/** Degrees and schools, oldest first, as the profile file lists them (in English). */
export function EducationCard({ education }: { education: EducationEntry[] }) {
  return (
    <section aria-labelledby="education-title" className="card p-5">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="education-title" className="font-serif text-xl font-semibold text-ink-900">{m.pope_education_heading()}</h2>
        {education.length > 0 && <InEnglish />}
      </div>
      {education.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">{m.pope_education_empty()}</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm" lang="en">
          {education.map((e) => (
            <li key={`${e.year}-${e.degree}`} className="border-l-2 border-gold-400 pl-3">
              <p className="font-semibold text-ink-900">{e.degree}</p>
              <p className="text-ink-700">{[e.institution, e.year].filter(Boolean).join(" · ")}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
