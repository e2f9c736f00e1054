import { formatLongDate } from "../lib/format.ts";
import { EmptyNote } from "./titled-list.tsx";
import type { QuoteEntry } from "./pope-profile.ts";
import { InEnglish } from "../ui/in-english.tsx";
import { m } from "../lib/i18n/messages.ts";

/** A date as "8 May 2025" when it is a full ISO date, else as written. */
function quoteDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLongDate(date) : date;
}

/** His documented words, each with where, when and why it was said: quotation, source and context stay in English. */
export function QuotesPanel({ quotes }: { quotes: QuoteEntry[] }) {
  if (quotes.length === 0) return <EmptyNote text={m.pope_quotes_empty()} />;
  return (
    <div className="max-w-3xl">
      <InEnglish className="mb-3 block" />
      <ul className="space-y-6">
        {quotes.map((q) => (
          <li key={q.text}>
            <figure className="border-l-4 border-gold-400 pl-4">
              <blockquote lang="en" className="font-serif text-lg italic leading-relaxed text-ink-900">“{q.text}”</blockquote>
              <figcaption className="mt-2 text-sm text-ink-500">
                {q.source && <span lang="en">{q.source}</span>}
                {q.source && q.date && " · "}
                {q.date && quoteDate(q.date)}
                {q.context && <span lang="en" className="mt-1 block text-ink-700">{q.context}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
