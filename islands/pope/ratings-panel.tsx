import { StarRating } from "./star-rating.tsx";
import { EmptyNote } from "./titled-list.tsx";
import type { RatingEntry } from "./pope-profile.ts";

/** The nine judgement categories with stars, each with its reason and the record it rests on. */
export function RatingsPanel({ ratings }: { ratings: RatingEntry[] }) {
  if (ratings.length === 0) return <EmptyNote text="The theological profile has not been published yet." />;
  return (
    <div>
      <p className="max-w-3xl text-sm text-ink-500">
        Our editors' judgements on a scale of 1 to 5, each resting on the public record named beneath it. For "Conservative vs. Liberal Views", 1 is most liberal and 5 most conservative.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {ratings.map((r) => (
          <li key={r.category} className="card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-ink-900">{r.category}</h3>
              <StarRating value={r.rating} />
            </div>
            {r.description && <p className="mt-2 text-sm text-ink-700">{r.description}</p>}
            {r.evidence && <p className="mt-2 text-xs text-ink-500"><span className="font-semibold">Evidence:</span> {r.evidence}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
