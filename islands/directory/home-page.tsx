import { useCallback, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useDirectoryFilters } from "./use-directory-filters.ts";
import { useCardinalList } from "./queries.ts";
import { FilterBar } from "./filter-bar.tsx";
import { CardinalGrid } from "./cardinal-grid.tsx";
import { Pagination } from "./pagination.tsx";
import { NewPopeBanner } from "./new-pope-banner.tsx";
import { searchFromFilters } from "./filters.ts";
import { Under80Note } from "./under-80-note-host.tsx";
import { POPE_PAGE } from "./suggestion-href.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { localizedPath } from "../../src/shared/locales.ts";

/** Home: banner, filters, the grid and its pages. `cardinalId` opens the detail panel. */
/** `notice` is the operator's home-page message, composed in by the app. */
export function HomePage({ notice }: { notice?: ReactNode }) {
  const [filters, setFilters] = useDirectoryFilters();
  const list = useCardinalList(filters);
  const [, navigate] = useLocation();
  const { locale } = useSiteConfig();
  // A search also finds the Pope; his card leads to his own page rather than a cardinal's panel.
  const openCardinal = useCallback(
    (c: Cardinal) => navigate(c.status === "pope" ? POPE_PAGE : `/${searchFromFilters(filters, { cardinalId: c.slug })}`),
    [filters, navigate],
  );
  const goToPage = (page: number) => {
    setFilters({ ...filters, page });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const metadata = list.data?.metadata;
  return (
    <div className="page space-y-6 py-6 sm:py-8">
      {notice}
      <NewPopeBanner />
      <FilterBar filters={filters} total={metadata?.total} onChange={setFilters} />
      <Under80Note filters={filters} total={metadata?.total} />
      <CardinalGrid query={list} onOpen={openCardinal} />
      {metadata && <Pagination page={filters.page} pages={metadata.pages} onPage={goToPage} hrefFor={(page) => localizedPath(locale, `/${searchFromFilters({ ...filters, page })}`)} />}
    </div>
  );
}
