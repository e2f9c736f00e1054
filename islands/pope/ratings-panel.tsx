import { StarRating } from "./star-rating.tsx";
import { EmptyNote } from "./titled-list.tsx";
import { InEnglish } from "../ui/in-english.tsx";
import { m } from "../lib/i18n/messages.ts";
import type { RatingEntry } from "./pope-profile.ts";

/** The nine judgement categories with stars, each with its reason and the record it rests on (the profile's English). */
export function RatingsPanel({ ratings }: { ratings: RatingEntry[] }) {
  if (ratings.length === 0) return <EmptyNote text={m.pope_ratings_empty()} />;
  return (
    <div>
      <p className="max-w-3xl text-sm text-ink-500">
        {m.pope_ratings_intro()} <InEnglish />
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {ratings.map((r) => (
          <li key={r.category} className="card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-ink-900" lang="en">{r.category}</h3>
              <StarRating value={r.rating} />
            </div>
            {r.description && <p className="mt-2 text-sm text-ink-700" lang="en">{r.description}</p>}
            {r.evidence && <p className="mt-2 text-xs text-ink-500"><span className="font-semibold">{m.pope_evidence()}</span> <span lang="en">{r.evidence}</span></p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
