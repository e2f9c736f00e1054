import { Link } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { LEO_XIV_SLUG } from "../../src/shared/site.ts";
import { m } from "../lib/i18n/messages.ts";
import { formatLongDate } from "../lib/format.ts";
import { useConclave, vacancyOpen } from "../lib/conclave.ts";

/**
 * Leo XIV's election, shown while he is the pope: withdrawn while the See is
 * vacant (the conclave banner says what is happening) and for good once the
 * operator has recorded a new pontificate, when "the new Holy Father" is no
 * longer he.
 */
export function NewPopeBanner() {
  const { data } = useConclave();
  const leo = useQuery(apiQueries.cardinal(LEO_XIV_SLUG));
  if (vacancyOpen(data) || leo.data?.status !== "pope") return null;
  return (
    <Link
      href="/new-holy-father"
      data-testid="new-pope-banner"
      className="group block overflow-hidden rounded-lg border border-gold-400 bg-gradient-to-r from-cardinal-800 via-cardinal-700 to-cardinal-800 p-5 text-white no-underline shadow-md sm:p-6"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-200">{m.directory_banner_kicker({ date: formatLongDate("2025-05-08") })}</p>
      <p className="mt-1 font-serif text-2xl font-semibold sm:text-3xl">{m.directory_banner_pope()}</p>
      <p className="mt-1 text-sm text-white/85">
        {m.directory_banner_text()}{" "}
        <span className="font-semibold text-gold-200 group-hover:underline">{m.directory_banner_link()}</span>
      </p>
    </Link>
  );
}
