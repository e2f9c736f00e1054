import type { ChangeEvent, FormEvent, MouseEvent, ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { REGIONS, type Region } from "../../src/shared/regions.ts";
import type { FilterValue, SortField } from "../../src/shared/cardinals.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import {
  DEFAULT_FILTERS, filtersFromSearch, searchFromFilters, toggleConclaveElectors, toggleElectors, toggleRegion, toggleUnder80, UNDER_80, withConclaveExperience, withRecordFilter, withRegion, withSearch, withSort,
  type ConclaveExperience, type DirectoryFilters, type RecordFilter,
} from "./filters.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { formatLongDate } from "../lib/format.ts";
import { useConclave, vacancyOpen } from "../lib/conclave.ts";
import { m } from "../lib/i18n/messages.ts";
import { REGION_LABELS } from "../lib/region-labels.ts";
import { localizedPath, type Locale } from "../../src/shared/locales.ts";
import { alphabeticalOrder, countryName } from "../lib/country-name.ts";
import { rankName } from "../lib/rank-name.ts";
import { creatingPopeName } from "../lib/pope-names.ts";

// Functions, not strings: a label is read when the page renders, in the page's language.
const SORT_LABELS: Record<SortField, () => string> = {
  fullName: m.directory_sort_first_name,
  lastName: m.directory_sort_last_name,
  ageInYears: m.directory_sort_age,
  createdCardinal: m.directory_sort_created,
  nationality: m.directory_sort_country,
};

interface Props {
  filters: DirectoryFilters;
  total: number | undefined;
  onChange: (next: DirectoryFilters) => void;
}

/** "(1 result)", "(245 results)". */
export function resultCount(total: number): string {
  return m.directory_results({ count: total });
}

const href = (f: DirectoryFilters) => `/${searchFromFilters(f)}`;

/**
 * A link to another filter state: a real address that works without
 * JavaScript and in a new tab; the app follows a plain click itself.
 */
function FilterLink({ to, onChange, className, current, children, label }: {
  to: DirectoryFilters; onChange: (next: DirectoryFilters) => void; className: string; current?: boolean; children: ReactNode; label?: string;
}) {
  const { locale } = useSiteConfig();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(to);
  };
  return <a href={localizedPath(locale, href(to))} onClick={follow} aria-current={current ? "true" : undefined} aria-label={label} className={className}>{children}</a>;
}

/** A quick filter: a link that applies or clears one value; the current one is marked. */
function Chip({ label, current, to, onChange }: { label: string; current: boolean; to: DirectoryFilters; onChange: Props["onChange"] }) {
  return (
    <FilterLink
      to={to}
      onChange={onChange}
      current={current}
      className={`rounded-full border px-3 py-1 text-sm font-medium no-underline transition-colors ${current ? "border-cardinal-700 bg-cardinal-700 text-white" : "border-parchment-300 bg-white text-ink-700 hover:border-cardinal-300"}`}
    >
      {label}
    </FilterLink>
  );
}

// Every menu shares one width: the full column on phones, a fixed width side by side on wider screens.
const SELECT = "w-full min-w-0 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm font-normal text-ink-900 sm:w-52 focus:border-cardinal-500 focus:outline-none focus:ring-2 focus:ring-cardinal-200";

function Menu({ label, name, value, onChange, children }: {
  label: string; name: string; value: string; onChange: (e: ChangeEvent<HTMLSelectElement>) => void; children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-ink-700">
      <span>{label}</span>
      <select name={name} className={SELECT} value={value} onChange={onChange}>{children}</select>
    </label>
  );
}

/** The options of a record filter; a chosen value missing from the list (it found no one today) stays choosable. */
function valueOptions(values: FilterValue[] | undefined, chosen: string | null) {
  const list = values ?? [];
  const all = chosen && !list.some((v) => v.value === chosen) ? [...list, { value: chosen, label: chosen, count: 0 }] : list;
  return all.map((v) => <option key={v.value} value={v.value}>{`${v.label} (${v.count})`}</option>);
}

/** A menu's values with labels in the page's language; each option's value stays the record's English. */
const labelled = (values: FilterValue[] | undefined, label: (recorded: string) => string) => values?.map((v) => ({ ...v, label: label(v.label) }));

/** Countries named in the page's language and sorted as it sorts; each option's value stays the record's English name. */
function countryOptions(values: FilterValue[] | undefined, chosen: string | null, locale: Locale) {
  const list = values ?? [];
  const all = chosen && !list.some((v) => v.value === chosen) ? [...list, { value: chosen, label: chosen, count: 0 }] : list;
  if (locale === "en") return valueOptions(all, null);
  // The API sorts by the English names; a translation's names sort differently ("Germany" is "Alemania").
  const named = all.map((v) => ({ ...v, label: countryName(v.value, locale) }));
  return valueOptions(alphabeticalOrder(named.map((v) => v.label), locale).map((i) => named[i]!), null);
}

/** The filters as a form's values: what a plain GET of the form would put in the address. */
function filtersFromForm(form: HTMLFormElement): DirectoryFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) params.append(name, value);
  return filtersFromSearch(params.toString());
}

/**
 * The directory's filters: a plain GET form (menus and a button) and quick
 * filters as links, so every filter works without JavaScript; with it, a menu
 * applies as soon as it changes and a link without a reload.
 */
export function FilterBar({ filters, total, onChange }: Props) {
  const { dataAsOf, locale } = useSiteConfig();
  const values = useQuery(apiQueries.directoryFilters()).data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(filtersFromForm(event.currentTarget));
  };
  const record = (name: RecordFilter) => (e: ChangeEvent<HTMLSelectElement>) => onChange(withRecordFilter(filters, name, e.target.value || null));
  const chip = (label: string, current: boolean, to: DirectoryFilters) => <Chip key={label} label={label} current={current} to={to} onChange={onChange} />;
  // The conclave's chip appears while a vacancy is open (and stays while it is pressed, so it can be let go).
  const { data: conclave } = useConclave();
  return (
    <section aria-label={m.directory_filters()} className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">
          {m.directory_heading()}{" "}
          <span className="text-base font-normal text-ink-500" data-testid="result-count">
            {total === undefined ? "" : resultCount(total)}
          </span>
        </h1>
        <p className="text-xs text-ink-500">{m.footer_data_as_of({ date: formatLongDate(dataAsOf) })}</p>
      </div>
      {filters.search && (
        <div className="mt-3">
          <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 py-1 pl-3 pr-1 text-sm text-gold-900">
            {m.directory_search_chip({ term: filters.search })}
            <FilterLink to={withSearch(filters, "")} onChange={onChange} label={m.directory_remove_search()} className="inline-flex h-6 w-6 items-center justify-center rounded-full no-underline hover:bg-gold-200">
              <span aria-hidden="true">✕</span>
            </FilterLink>
          </span>
        </div>
      )}
      <form method="get" action={localizedPath(locale, "/")} onSubmit={submit} aria-label={m.directory_filter_form()} className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {/* The state the links set travels with the form, so applying a menu keeps it. */}
        {filters.search && <input type="hidden" name="search" value={filters.search} />}
        {filters.electors && <input type="hidden" name="elector" value="true" />}
        {filters.maxAge !== null && <input type="hidden" name="maxAge" value={filters.maxAge} />}
        {filters.conclaveElectors && <input type="hidden" name="conclaveElectors" value="true" />}
        <Menu label={m.directory_region()} name="region" value={filters.region ?? ""} onChange={(e) => onChange(withRegion(filters, (e.target.value || null) as Region | null))}>
          <option value="">{m.directory_all_regions()}</option>
          {REGIONS.map((r) => <option key={r} value={r}>{REGION_LABELS[r]()}</option>)}
        </Menu>
        <Menu label={m.directory_country()} name="country" value={filters.country ?? ""} onChange={record("country")}>
          <option value="">{m.directory_all_countries()}</option>
          {countryOptions(values?.countries, filters.country, locale)}
        </Menu>
        <Menu label={m.directory_rank()} name="rank" value={filters.rank ?? ""} onChange={record("rank")}>
          <option value="">{m.directory_all_ranks()}</option>
          {valueOptions(labelled(values?.ranks, (v) => rankName(v) ?? v), filters.rank)}
        </Menu>
        <Menu label={m.directory_religious_order()} name="religiousOrder" value={filters.religiousOrder ?? ""} onChange={record("religiousOrder")}>
          <option value="">{m.directory_any_order()}</option>
          {valueOptions(values?.religiousOrders, filters.religiousOrder)}
        </Menu>
        <Menu label={m.directory_created_by()} name="createdBy" value={filters.createdBy ?? ""} onChange={record("createdBy")}>
          <option value="">{m.directory_any_pope()}</option>
          {valueOptions(labelled(values?.createdBy, creatingPopeName), filters.createdBy)}
        </Menu>
        <Menu label={m.directory_conclaves()} name="conclaveExperience" value={filters.conclaveExperience ?? ""} onChange={(e) => onChange(withConclaveExperience(filters, (e.target.value || null) as ConclaveExperience | null))}>
          <option value="">{m.directory_experience_any()}</option>
          <option value="yes">{m.directory_experience_yes()}</option>
          <option value="no">{m.directory_experience_no()}</option>
        </Menu>
        <Menu label={m.directory_sort_by()} name="sortBy" value={filters.sortBy} onChange={(e) => onChange(withSort(filters, e.target.value as SortField))}>
          {Object.entries(SORT_LABELS).map(([value, label]) => <option key={value} value={value}>{label()}</option>)}
        </Menu>
        {/*
          Without JavaScript the menus apply with this button; with it they apply as they change. The
          stylesheet hides it from the first paint and the page's <noscript> style shows it, so nothing
          moves when the app takes over (removing it then shifted everything below the form).
        */}
        <div data-nojs-only="" className="hidden col-span-2 sm:col-span-1">
          <button type="submit" className="btn-primary w-full sm:w-auto">{m.directory_apply()}</button>
        </div>
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={m.directory_quick_filters()}>
        {(vacancyOpen(conclave) || filters.conclaveElectors) && chip(m.directory_chip_conclave_electors(), filters.conclaveElectors, toggleConclaveElectors(filters))}
        {chip(m.directory_chip_electors(), filters.electors, toggleElectors(filters))}
        {chip(m.directory_chip_under_80(), filters.maxAge === UNDER_80, toggleUnder80(filters))}
        {REGIONS.map((r) => chip(REGION_LABELS[r](), filters.region === r, toggleRegion(filters, r)))}
        <FilterLink to={DEFAULT_FILTERS} onChange={onChange} className="ml-1 text-sm text-cardinal-700 underline underline-offset-2">{m.directory_clear_all()}</FilterLink>
      </div>
    </section>
  );
}
