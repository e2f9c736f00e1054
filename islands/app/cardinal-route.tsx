import { Suspense, useEffect } from "react";
import { Link, useLocation, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { slugSearchTerm } from "../../src/shared/site.ts";
import { cardinalProfileQuery } from "../profile/queries.ts";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { documentTitle } from "../../src/shared/site.ts";
import { m } from "../lib/i18n/messages.ts";
// Imported, not lazy: this route is itself a lazy chunk, and a second lazy step inside it made a
// phone fetch the panel's modules only after the route's chunk had arrived and rendered.
import DetailPanel from "../profile/detail-panel.tsx";

/**
 * The 404 for a cardinal's address that names no one: the cardinals whose
 * names are closest to what the address holds, by the directory's own
 * matching rule (so /cardinal/parolinn offers Pietro Parolin).
 */
function CardinalNotFound({ slug }: { slug: string }) {
  const term = slugSearchTerm(slug);
  const closest = useQuery({ ...apiQueries.suggestions(term), retryOnMount: false });
  const found = closest.data?.suggestions ?? [];
  return (
    <NotFoundPage heading={m.cardinal_route_not_found()}>
      <p className="mt-2 text-ink-500">{m.cardinal_route_not_listed()}</p>
      {found.length > 0 ? (
        <>
          <p className="mt-4 text-ink-700">{m.cardinal_did_you_mean()}</p>
          <ul className="mt-2 space-y-1">
            {found.slice(0, 5).map((s) => (
              <li key={s.slug}><Link href={`/cardinal/${s.slug}`} className="text-cardinal-700 underline hover:text-cardinal-800">{s.nameWithOrder}</Link></li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-ink-700">
          <Link className="text-cardinal-700 underline hover:text-cardinal-800" href={`/?search=${encodeURIComponent(term)}`}>{m.cardinal_search_for({ term })}</Link>
        </p>
      )}
    </NotFoundPage>
  );
}

/**
 * /cardinal/{slug} (and /cardinals/{slug}, where poll results link): the panel,
 * rendered in place so the server's HTML carries the whole profile; a missing
 * cardinal shows the 404 page (what the server answers) with the closest
 * names. Closing leads home.
 */
export default function CardinalRoute() {
  const { slug = "" } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  // A cardinal the server could not find stays not found while the page hydrates (no second try on mount).
  const profile = useQuery({ ...cardinalProfileQuery(slug), retryOnMount: false });
  useEffect(() => {
    if (profile.data) document.title = documentTitle(profile.data.nameWithOrder);
  }, [profile.data]);
  if (profile.isError) return <CardinalNotFound slug={slug} />;
  if (!profile.data) return <PageSpinner label={m.cardinal_loading()} />;
  return (
    <Suspense fallback={<PageSpinner label={m.cardinal_loading()} />}>
      <DetailPanel slug={slug} onClose={() => navigate("/")} inline />
    </Suspense>
  );
}
