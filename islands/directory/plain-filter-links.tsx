import { REGIONS } from "../../src/shared/regions.ts";
import { useConclave, vacancyOpen } from "../lib/conclave.ts";
import {
  DEFAULT_FILTERS, UNDER_80, searchFromFilters, toggleConclaveElectors, toggleElectors, toggleUnder80, withConclaveExperience, withRegion, withSort, type DirectoryFilters,
} from "./filters.ts";

const SORTS = [
  { value: "lastName", label: "Surname" },
  { value: "ageInYears", label: "Age (youngest first)" },
  { value: "createdCardinal", label: "Newest creations" },
  { value: "nationality", label: "Country" },
] as const;

const href = (f: DirectoryFilters) => `/${searchFromFilters(f)}`;
const LINK = "text-cardinal-700 underline underline-offset-2";

/**
 * The filters as plain links with query strings, for readers without
 * JavaScript (the filter bar's menus need it). The server renders the list
 * for any of these addresses, so each link shows its page of cards.
 */
export function PlainFilterLinks({ filters }: { filters: DirectoryFilters }) {
  const { data: conclave } = useConclave();
  const showConclave = vacancyOpen(conclave) || filters.conclaveElectors;
  return (
    <noscript>
      <nav aria-label="Filters without JavaScript" className="card space-y-2 p-4 text-sm">
        <p>
          Region:{" "}
          {REGIONS.map((r) => <a key={r} href={href(withRegion(filters, r))} className={`${LINK} mr-2`} aria-current={filters.region === r ? "true" : undefined}>{r}</a>)}
          <a href={href(withRegion(filters, null))} className={LINK}>All regions</a>
        </p>
        <p>
          {showConclave && <a href={href(toggleConclaveElectors(filters))} className={`${LINK} mr-2`}>{filters.conclaveElectors ? "Everyone, not only this conclave's electors" : "Electors in this conclave"}</a>}
          <a href={href(toggleElectors(filters))} className={`${LINK} mr-2`}>{filters.electors ? "Electors and non-electors" : "Only electors"}</a>
          <a href={href(toggleUnder80(filters))} className={LINK}>{filters.maxAge === UNDER_80 ? "Any age" : "Under 80 (by age only)"}</a>
        </p>
        <p>
          Conclaves:{" "}
          <a href={href(withConclaveExperience(filters, "yes"))} className={`${LINK} mr-2`} aria-current={filters.conclaveExperience === "yes" ? "true" : undefined}>Has taken part in one</a>
          <a href={href(withConclaveExperience(filters, "no"))} className={`${LINK} mr-2`} aria-current={filters.conclaveExperience === "no" ? "true" : undefined}>Has not</a>
          <a href={href(withConclaveExperience(filters, null))} className={LINK}>Either</a>
        </p>
        <p>
          Sort by:{" "}
          {SORTS.map((s) => <a key={s.value} href={href(withSort(filters, s.value))} className={`${LINK} mr-2`}>{s.label}</a>)}
        </p>
        <p><a href={href(DEFAULT_FILTERS)} className={LINK}>Clear all filters</a></p>
      </nav>
    </noscript>
  );
}
