import { useQuery } from "@tanstack/react-query";
import { renouncedClause } from "../../src/shared/college-stats.ts";
import { searchFromFilters, type DirectoryFilters } from "./filters.ts";
import { under80NonElectorsQuery } from "./queries.ts";

/**
 * Under the filter bar when "Under 80" is on: why its count is not the
 * electors' count that Insights and the Electors chip give (a cardinal who
 * renounced the rights of the cardinalate is under 80 but not an elector).
 */
export function Under80Note({ filters, total }: { filters: DirectoryFilters; total: number | undefined }) {
  const options = under80NonElectorsQuery(filters);
  const nonElectors = useQuery({ ...(options ?? under80NonElectorsQuery({ ...filters, maxAge: 80, electors: false })!), enabled: options !== null });
  const renounced = nonElectors.data?.cardinals.filter((c) => c.renunciationDate) ?? [];
  if (!options || total === undefined || renounced.length === 0) return null;
  return (
    <p className="rounded-md border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-ink-900" data-testid="under-80-note">
      {`Of these ${total} cardinals under 80, ${total - renounced.length} ${total - renounced.length === 1 ? "is an elector" : "are electors"}: ${renouncedClause(renounced)}. `}
      <a href={`/${searchFromFilters({ ...filters, maxAge: null, electors: true, page: 1 })}`} className="text-cardinal-700 underline">Show only the electors</a>.
    </p>
  );
}
