import { Suspense, lazy, useEffect } from "react";
import { useLocation, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { cardinalProfileQuery } from "../profile/queries.ts";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { documentTitle } from "../../src/shared/site.ts";

const DetailPanel = lazy(() => import("../profile/detail-panel.tsx"));

/**
 * /cardinal/{slug} (and /cardinals/{slug}, where poll results link): the panel,
 * rendered in place so the server's HTML carries the whole profile; a missing
 * or failed cardinal shows the 404 page (what the server answers) and then
 * leads home, as does closing.
 */
export default function CardinalRoute() {
  const { slug = "" } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  // A cardinal the server could not find stays not found while the page hydrates (no second try on mount).
  const profile = useQuery({ ...cardinalProfileQuery(slug), retryOnMount: false });
  useEffect(() => {
    if (profile.isError) navigate("/", { replace: true });
  }, [profile.isError, navigate]);
  useEffect(() => {
    if (profile.data) document.title = documentTitle(profile.data.nameWithOrder);
  }, [profile.data]);
  if (profile.isError) return <NotFoundPage />;
  if (!profile.data) return <PageSpinner label="Loading cardinal information..." />;
  return (
    <Suspense fallback={<PageSpinner label="Loading cardinal information..." />}>
      <DetailPanel slug={slug} onClose={() => navigate("/")} inline />
    </Suspense>
  );
}
