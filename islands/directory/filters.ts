import { PAGE_SIZE, RANK_FILTERS, SORT_FIELDS, defaultOrderFor, type RankFilter, type SortField } from "../../src/shared/cardinals.ts";
import { CREATING_POPES, REGIONS, type Region } from "../../src/shared/regions.ts";
import type { CardinalListParams } from "../../src/shared/api-contract.ts";

/** The directory's filter state; it lives in the address so it survives reloads and Back. */
export interface DirectoryFilters {
  search: string;
  region: Region | null;
  /** An age filter only: "under 80" is not the same as "elector" (a renunciation, the 80th birthday itself). */
  maxAge: number | null;
  /** Only the electors, by the one elector rule. */
  electors: boolean;
  /** Only the electors of the open vacancy's conclave, frozen on the day the See fell vacant. */
  conclaveElectors: boolean;
  conclaveExperience: ConclaveExperience | null;
  rank: RankFilter | null;
  /** Country and religious order as the records spell them ("Italy", "SJ"); the API matches them exactly. */
  country: string | null;
  religiousOrder: string | null;
  /** The creating pope, as the records name him ("Pope Benedict XVI"). */
  createdBy: CreatingPope | null;
  sortBy: SortField;
  sortOrder: "asc" | "desc";
  page: number;
}

export type ConclaveExperience = "yes" | "no";
export type CreatingPope = (typeof CREATING_POPES)[number];

export const DEFAULT_FILTERS: DirectoryFilters = {
  search: "", region: null, maxAge: null, electors: false, conclaveElectors: false, conclaveExperience: null, rank: null, country: null, religiousOrder: null, createdBy: null, sortBy: "lastName", sortOrder: "asc", page: 1,
};

export const UNDER_80 = 80;

/** A record's spelling as it came, or null when absent, empty or longer than any record's. */
const recordText = (text: string | null, max: number) => {
  const value = text?.trim() ?? "";
  return value && value.length <= max ? value : null;
};

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads filters from a query string, ignoring anything malformed. */
export function filtersFromSearch(search: string): DirectoryFilters {
  const params = new URLSearchParams(search);
  const region = params.get("region");
  const sortBy = params.get("sortBy");
  const order = params.get("sortOrder");
  const experience = params.get("conclaveExperience");
  const rank = params.get("rank");
  const createdBy = params.get("createdBy");
  const sort = SORT_FIELDS.includes(sortBy as SortField) ? (sortBy as SortField) : DEFAULT_FILTERS.sortBy;
  return {
    search: params.get("search")?.trim() ?? "",
    region: REGIONS.includes(region as Region) ? (region as Region) : null,
    maxAge: positiveInt(params.get("maxAge")),
    electors: params.get("elector") === "true",
    conclaveElectors: params.get("conclaveElectors") === "true",
    conclaveExperience: experience === "yes" || experience === "no" ? experience : null,
    rank: RANK_FILTERS.includes(rank as RankFilter) ? (rank as RankFilter) : null,
    country: recordText(params.get("country"), 100),
    religiousOrder: recordText(params.get("religiousOrder"), 20),
    createdBy: CREATING_POPES.includes(createdBy as CreatingPope) ? (createdBy as CreatingPope) : null,
    sortBy: sort,
    sortOrder: order === "asc" || order === "desc" ? order : defaultOrderFor(sort),
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** Writes filters to query parameters, leaving defaults out; `extra` keeps e.g. cardinalId. */
export function searchFromFilters(f: DirectoryFilters, extra?: Record<string, string | null>): string {
  const params = new URLSearchParams();
  if (f.search) params.set("search", f.search);
  if (f.region) params.set("region", f.region);
  if (f.maxAge !== null) params.set("maxAge", String(f.maxAge));
  if (f.electors) params.set("elector", "true");
  if (f.conclaveElectors) params.set("conclaveElectors", "true");
  if (f.conclaveExperience) params.set("conclaveExperience", f.conclaveExperience);
  if (f.rank) params.set("rank", f.rank);
  if (f.country) params.set("country", f.country);
  if (f.religiousOrder) params.set("religiousOrder", f.religiousOrder);
  if (f.createdBy) params.set("createdBy", f.createdBy);
  if (f.sortBy !== DEFAULT_FILTERS.sortBy) params.set("sortBy", f.sortBy);
  if (f.sortOrder !== defaultOrderFor(f.sortBy)) params.set("sortOrder", f.sortOrder);
  if (f.page > 1) params.set("page", String(f.page));
  for (const [key, value] of Object.entries(extra ?? {})) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The API query for a filter state (page size 12). */
export function listParams(f: DirectoryFilters): CardinalListParams {
  return {
    search: f.search || undefined,
    region: f.region ?? undefined,
    maxAge: f.maxAge ?? undefined,
    elector: f.electors || undefined,
    conclaveElectors: f.conclaveElectors || undefined,
    conclaveExperience: f.conclaveExperience ?? undefined,
    rank: f.rank ?? undefined,
    country: f.country ?? undefined,
    religiousOrder: f.religiousOrder ?? undefined,
    createdBy: f.createdBy ?? undefined,
    sortBy: f.sortBy,
    sortOrder: f.sortOrder,
    page: f.page,
    limit: PAGE_SIZE,
  };
}

/** Sorting: choosing a sort sets its natural order; any sort change resets the page. */
export function withSort(f: DirectoryFilters, sortBy: SortField): DirectoryFilters {
  return { ...f, sortBy, sortOrder: defaultOrderFor(sortBy), page: 1 };
}

/** Region dropdown and region chips share one value; a chip clicked twice clears it. */
export function withRegion(f: DirectoryFilters, region: Region | null): DirectoryFilters {
  return { ...f, region, page: 1 };
}

export function toggleRegion(f: DirectoryFilters, region: Region): DirectoryFilters {
  return withRegion(f, f.region === region ? null : region);
}

export function toggleUnder80(f: DirectoryFilters): DirectoryFilters {
  return { ...f, maxAge: f.maxAge === UNDER_80 ? null : UNDER_80, page: 1 };
}

export function toggleElectors(f: DirectoryFilters): DirectoryFilters {
  return { ...f, electors: !f.electors, page: 1 };
}

export function toggleConclaveElectors(f: DirectoryFilters): DirectoryFilters {
  return { ...f, conclaveElectors: !f.conclaveElectors, page: 1 };
}

export function withConclaveExperience(f: DirectoryFilters, conclaveExperience: ConclaveExperience | null): DirectoryFilters {
  return { ...f, conclaveExperience, page: 1 };
}

/** Rank, country, religious order and creating pope: each a menu of its own; a change resets the page. */
export type RecordFilter = "rank" | "country" | "religiousOrder" | "createdBy";

export function withRecordFilter(f: DirectoryFilters, name: RecordFilter, value: string | null): DirectoryFilters {
  // Read through the address parser, so a value the address would refuse is refused here too.
  const parsed = filtersFromSearch(new URLSearchParams({ [name]: value ?? "" }).toString());
  return { ...f, [name]: parsed[name], page: 1 };
}

export function withSearch(f: DirectoryFilters, search: string): DirectoryFilters {
  return { ...f, search: search.trim(), page: 1 };
}
