import { m } from "../lib/i18n/messages.ts";

/** A 1-5 rating as five stars; screen readers hear "4 out of 5" in the page's language. */
export function StarRating({ value }: { value: number }) {
  return (
    <span role="img" aria-label={m.cardinal_rating_out_of({ value })} className="inline-flex shrink-0 gap-0.5 text-lg leading-none">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? "text-gold-500" : "text-parchment-300"}>★</span>
      ))}
    </span>
  );
}
