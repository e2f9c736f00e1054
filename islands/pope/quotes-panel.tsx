import { formatLongDate } from "../lib/format.ts";
import { EmptyNote } from "./titled-list.tsx";
import type { QuoteEntry } from "./pope-profile.ts";

/** A date as "8 May 2025" when it is a full ISO date, else as written. */
function quoteDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLongDate(date) : date;
}

/** His documented words, each with where, when and why it was said. */
export function QuotesPanel({ quotes }: { quotes: QuoteEntry[] }) {
  if (quotes.length === 0) return <EmptyNote text="No documented quotations have been added yet." />;
  return (
    <ul className="max-w-3xl space-y-6">
      {quotes.map((q) => (
        <li key={q.text}>
          <figure className="border-l-4 border-gold-400 pl-4">
            <blockquote className="font-serif text-lg italic leading-relaxed text-ink-900">“{q.text}”</blockquote>
            <figcaption className="mt-2 text-sm text-ink-500">
              {[q.source, q.date && quoteDate(q.date)].filter(Boolean).join(" · ")}
              {q.context && <span className="mt-1 block text-ink-700">{q.context}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
