/** Shapes and constants of the cardinal directory, shared by server and client (no zod here: it stays out of the client bundle). */
import type { PersonStatus } from "./age.ts";
import type { AnnouncedName, HeldOffice } from "./college-content.ts";

export const SORT_FIELDS = ["fullName", "lastName", "ageInYears", "createdCardinal", "nationality"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Newest creations first; every other sort reads A→Z or youngest first. */
export function defaultOrderFor(sortBy: SortField): "asc" | "desc" {
  return sortBy === "createdCardinal" ? "desc" : "asc";
}

export const PAGE_SIZE = 12;
export const MAX_LIMIT = 1000;

export interface View { category: string; rating: number; description: string }
/** `source` is a page that supports the rating's evidence. */
export interface Rating { category: string; rating: number; description: string; evidence?: string; source?: RatingSource }
export interface RatingSource { title: string; url: string }
/** `url` is the page where the quoted words can be read exactly as given. */
export interface Quote { text: string; source?: string; url?: string; date?: string; content?: string }
export interface Source { title?: string; url?: string }

/** A cardinal as the API returns it. Age and elector status are computed per request. */
export interface Cardinal {
  id: number;
  slug: string;
  fullName: string;
  nameWithOrder: string;
  lastName: string;
  givenNames: string | null;
  religiousOrder: string | null;
  /** The country the roster lists him under: usually that of his see or office, not his citizenship. */
  nationality: string;
  region: string;
  birthDate: string;
  birthPlace: string | null;
  /** The day he died; he then leaves the directory's list and counts, but a search still finds him and his page stays. */
  deathDate: string | null;
  deathSource: string | null;
  /** The day he renounced the rights of the cardinalate: no longer an elector at any age. */
  renunciationDate: string | null;
  renunciationSource: string | null;
  /** Age today, or at his death. */
  ageInYears: number;
  isElector: boolean;
  /** Years of the recorded conclaves (2005, 2013, 2025) he took part in as an elector; null when his creation date is unknown. */
  conclavesAttended: number[] | null;
  priestOrdination: string | null;
  episcopalConsecration: string | null;
  createdCardinal: string | null;
  /** True when the record has a creation date (Conclave Insights reads it). */
  created: boolean;
  createdBy: string | null;
  rank: string | null;
  currentPosition: string | null;
  /** Where he stands today (`statusOn`): a renunciation of the rights of the cardinalate leaves him a "cardinal". */
  status: PersonStatus;
  officialBiographyUrl: string | null;
  wikidataId: string | null;
  cardinalPriestOf: string | null;
  episcopalMotto: string | null;
  education: string | null;
  earlyCareer: string | null;
  churchPositions: string | null;
  content: string | null;
  biography: string | null;
  views: View[] | string | null;
  ratings: Rating[] | string | null;
  quotes: Quote[] | string | null;
  sources: Source[] | string | null;
  /** The profile file in content/profiles for this cardinal, when one exists. */
  profileFile: string | null;
  /** The College's offices he holds (Dean, Camerlengo, Protodeacon...), each with its source; empty once he has died. */
  collegeOffices: HeldOffice[];
  /** His given names in the Latin accusative, as the protodeacon would announce them; null when the Latin list does not have him. */
  latinName: AnnouncedName | null;
}

/**
 * A member of the College as the pages that read the whole College need it
 * (Conclave Insights, the poll's candidates): the record without its long texts,
 * so a page that carries all 245 stays small.
 */
export type CollegeCardinal = Pick<Cardinal,
  "id" | "slug" | "fullName" | "nameWithOrder" | "lastName" | "nationality" | "region" | "birthDate" | "ageInYears" |
  "isElector" | "conclavesAttended" | "createdCardinal" | "created" | "createdBy" | "rank" | "currentPosition" | "status" | "deathDate" | "renunciationDate">;

export function toCollegeCardinal(c: CollegeCardinal): CollegeCardinal {
  return {
    id: c.id, slug: c.slug, fullName: c.fullName, nameWithOrder: c.nameWithOrder, lastName: c.lastName, nationality: c.nationality,
    region: c.region, birthDate: c.birthDate, ageInYears: c.ageInYears, isElector: c.isElector, conclavesAttended: c.conclavesAttended, createdCardinal: c.createdCardinal,
    created: c.created, createdBy: c.createdBy, rank: c.rank, currentPosition: c.currentPosition, status: c.status,
    deathDate: c.deathDate, renunciationDate: c.renunciationDate,
  };
}

/** The line under a name: his office, read as past once he has died. */
export function officeLine(c: Pick<Cardinal, "currentPosition" | "status">): string {
  if (c.status === "deceased") return c.currentPosition ? `Last office: ${c.currentPosition}` : "Cardinal of the Catholic Church";
  return c.currentPosition || "Cardinal of the Catholic Church";
}

export interface CollegeResponse {
  cardinals: CollegeCardinal[];
  metadata: CardinalListResponse["metadata"];
}

export interface CardinalListResponse {
  cardinals: Cardinal[];
  metadata: { total: number; pages: number; page: number; limit: number };
}

/** One line of the search box's suggestions; `status` lets the client label the pope and link to his page. */
export interface CardinalSuggestion {
  id: number;
  slug: string;
  fullName: string;
  nameWithOrder: string;
  status: Cardinal["status"];
  currentPosition: string | null;
}

/** GET /api/cardinals/suggestions: name matches first (surname, then given names, then anywhere), then office, country, birthplace. */
export interface CardinalSuggestionResponse {
  suggestions: CardinalSuggestion[];
}

export const SUGGESTION_LIMIT = 5;
export const MAX_SUGGESTION_LIMIT = 20;

export interface ApiError { error: string; field?: string }

/**
 * The three orders of the College: the `rank` filter's short values and the
 * rank as the records spell it.
 */
export const RANK_FILTERS = ["bishop", "priest", "deacon"] as const;
export type RankFilter = (typeof RANK_FILTERS)[number];
export const RANKS: Record<RankFilter, string> = { bishop: "Cardinal Bishop", priest: "Cardinal Priest", deacon: "Cardinal Deacon" };

/** One value a directory filter can take: what goes in the address, how it reads, and how many of the College have it. */
export interface FilterValue { value: string; label: string; count: number }

/**
 * GET /api/cardinals/filters: every value the directory's rank, country,
 * religious order and creating-pope filters can take today, counted over the
 * College (the list without a search), so a filter bar offers only values
 * that find someone, spelled as the records spell them.
 */
export interface DirectoryFilterValues {
  ranks: FilterValue[];
  countries: FilterValue[];
  religiousOrders: FilterValue[];
  createdBy: FilterValue[];
}
