import { REGIONS, type Region } from "../../src/shared/regions.ts";
import type { SortField } from "../../src/shared/cardinals.ts";
import {
  toggleConclaveElectors, toggleElectors, toggleRegion, toggleUnder80, UNDER_80, withConclaveExperience, withRegion, withSearch, withSort, type ConclaveExperience, type DirectoryFilters,
} from "./filters.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { formatLongDate } from "../lib/format.ts";
import { useConclave, vacancyOpen } from "../lib/conclave.ts";

const SORT_LABELS: Record<SortField, string> = {
  fullName: "First Name (A-Z)",
  lastName: "Last Name (A-Z)",
  ageInYears: "Age (Youngest first)",
  createdCardinal: "Creation Date (Newest first)",
  nationality: "Country",
};

interface Props {
  filters: DirectoryFilters;
  total: number | undefined;
  onChange: (next: DirectoryFilters) => void;
}

function Chip({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-full border px-3 py-1 text-sm font-medium transition-colors ${pressed ? "border-cardinal-700 bg-cardinal-700 text-white" : "border-parchment-300 bg-white text-ink-700 hover:border-cardinal-300"}`}
    >
      {label}
    </button>
  );
}

export function FilterBar({ filters, total, onChange }: Props) {
  const { dataAsOf } = useSiteConfig();
  // The conclave's chip appears while a vacancy is open (and stays while it is pressed, so it can be let go).
  const { data: conclave } = useConclave();
  // Both selects share one width: the full column on phones, a fixed width beside each other on wider screens.
  const select = "w-full min-w-0 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm font-normal text-ink-900 sm:w-60 focus:border-cardinal-500 focus:outline-none focus:ring-2 focus:ring-cardinal-200";
  return (
    <section aria-label="Filters" className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">
          Cardinals of the Catholic Church{" "}
          <span className="text-base font-normal text-ink-500" data-testid="result-count">
            {total === undefined ? "" : `(${total} results)`}
          </span>
        </h1>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
          <p className="text-xs text-ink-500">Data as of {formatLongDate(dataAsOf)}</p>
          <div className="flex shrink-0 rounded-md border border-parchment-300 bg-white p-0.5" role="group" aria-label="View">
            <button type="button" aria-pressed="true" className="rounded px-3 py-1 text-sm bg-parchment-200 font-medium">Grid</button>
            <button type="button" aria-pressed="false" disabled title="List view is not available yet" className="rounded px-3 py-1 text-sm text-ink-500 disabled:cursor-not-allowed">List</button>
          </div>
        </div>
      </div>
      {filters.search && (
        <div className="mt-3">
          <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 py-1 pl-3 pr-1 text-sm text-gold-900">
            Search: {filters.search}
            <button type="button" aria-label="Remove search" onClick={() => onChange(withSearch(filters, ""))} className="h-6 w-6 rounded-full hover:bg-gold-200">✕</button>
          </span>
        </div>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-700">
          <span>Region</span>
          <select className={select} value={filters.region ?? ""} onChange={(e) => onChange(withRegion(filters, (e.target.value || null) as Region | null))}>
            <option value="">All Regions</option>
            {REGIONS.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-700">
          <span>Conclaves</span>
          <select className={select} value={filters.conclaveExperience ?? ""} onChange={(e) => onChange(withConclaveExperience(filters, (e.target.value || null) as ConclaveExperience | null))}>
            <option value="">With or without conclave experience</option>
            <option value="yes">Has taken part in a conclave</option>
            <option value="no">Has not taken part in a conclave</option>
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-700">
          <span>Sort by</span>
          <select className={select} value={filters.sortBy} onChange={(e) => onChange(withSort(filters, e.target.value as SortField))}>
            {Object.entries(SORT_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-2" aria-label="Quick filters">
        {(vacancyOpen(conclave) || filters.conclaveElectors) && (
          <Chip label="Electors in this conclave" pressed={filters.conclaveElectors} onClick={() => onChange(toggleConclaveElectors(filters))} />
        )}
        <Chip label="Electors" pressed={filters.electors} onClick={() => onChange(toggleElectors(filters))} />
        <Chip label="Under 80" pressed={filters.maxAge === UNDER_80} onClick={() => onChange(toggleUnder80(filters))} />
        {REGIONS.map((r) => <Chip key={r} label={r} pressed={filters.region === r} onClick={() => onChange(toggleRegion(filters, r))} />)}
      </div>
    </section>
  );
}
