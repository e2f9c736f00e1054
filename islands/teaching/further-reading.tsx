import type { Reading, WhyAPopeContent } from "./why-a-pope-content.ts";
import { m } from "../lib/i18n/messages.ts";

// Labels are read when rendering, in the page's language.
const GROUPS = [
  { key: "scriptural", label: m.teaching_reading_scriptural },
  { key: "historical", label: m.teaching_reading_historical },
  { key: "theological", label: m.teaching_reading_theological },
] as const;

function ReadingItem({ reading }: { reading: Reading }) {
  return (
    <li>
      {reading.url ? (
        <a href={reading.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-cardinal-700 underline-offset-2 hover:text-cardinal-900 hover:underline">
          {reading.title}
        </a>
      ) : (
        <span className="font-semibold text-ink-900">{reading.title}</span>
      )}
      <p className="text-sm text-ink-500">{reading.detail}</p>
    </li>
  );
}

/** Further Reading grouped as scriptural, historical and theological; `lang`: the readings are the English stand-in for a translation. */
export function FurtherReading({ reading, lang }: { reading: WhyAPopeContent["furtherReading"]; lang?: "en" | undefined }) {
  return (
    <section aria-labelledby="further-reading-title">
      <h2 id="further-reading-title" className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">{m.teaching_further_reading()}</h2>
      <div className="mt-5 grid gap-6 md:grid-cols-3">
        {GROUPS.map((g) => (
          <section key={g.key} aria-labelledby={`reading-${g.key}`} className="card p-5">
            <h3 id={`reading-${g.key}`} className="font-serif text-lg font-semibold text-ink-900">{g.label()}</h3>
            <ul lang={lang} className="mt-3 space-y-3">
              {reading[g.key].map((r) => <ReadingItem key={r.title} reading={r} />)}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
