import { useQuery } from "@tanstack/react-query";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { apiRequest } from "../lib/api.ts";
import { loadProfileFile } from "./load-profile-file.ts";
import { mergeProfile, type CardinalProfile } from "./merge.ts";

export const profileKeys = {
  detail: (slug: string) => ["cardinal-profile", slug] as const,
};

export const PROFILE_CACHE_MS = 10 * 60 * 1000;

export async function fetchCardinalProfile(slug: string): Promise<CardinalProfile> {
  const record = (await (await apiRequest("GET", `/api/cardinals/${encodeURIComponent(slug)}`)).json()) as Cardinal;
  return mergeProfile(record, await loadProfileFile(record.fullName, record.profileFile));
}

/** One cardinal, record and profile file together, cached for 10 minutes (spec section 7). */
export function useCardinalProfile(slug: string) {
  return useQuery({
    queryKey: profileKeys.detail(slug),
    queryFn: () => fetchCardinalProfile(slug),
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
  });
}
