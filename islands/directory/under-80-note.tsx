import { useQuery } from "@tanstack/react-query";
import { renouncedClause } from "../../src/shared/renounced-clause.ts";
import { searchFromFilters, type DirectoryFilters } from "./filters.ts";
import { under80NonElectorsQuery } from "./queries.ts";
import { m } from "../lib/i18n/messages.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { localizedPath } from "../../src/shared/locales.ts";

/**
 * Under the filter bar when "Under 80" is on: why its count is not the
 * electors' count that Insights and the Electors chip give (a cardinal who
 * renounced the rights of the cardinalate is under 80 but not an elector).
 * Loaded only once the filter is on (under-80-note-host.tsx).
 */
export default function Under80Note({ filters, total }: { filters: DirectoryFilters; total: number | undefined }) {
  const { locale } = useSiteConfig();
  const options = under80NonElectorsQuery(filters)!;
  const nonElectors = useQuery(options);
  const renounced = nonElectors.data?.cardinals.filter((c) => c.renunciationDate) ?? [];
  if (total === undefined || renounced.length === 0) return null;
  return (
    <p className="rounded-md border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-ink-900" data-testid="under-80-note">
      {m.directory_under_80_of({ total, electors: total - renounced.length })}{" "}
      {/* Names, dates and the reason come composed in English from the shared statistics; marked so. */}
      <span lang="en">{renouncedClause(renounced)}</span>
      {locale !== "en" && <span className="text-xs text-ink-500"> ({m.in_english()})</span>}
      {". "}
      <a href={localizedPath(locale, `/${searchFromFilters({ ...filters, maxAge: null, electors: true, page: 1 })}`)} className="text-cardinal-700 underline">{m.directory_under_80_link()}</a>.
    </p>
  );
}
