import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiReader } from "../../src/shared/api-contract.ts";
import { readerOf } from "../../src/shared/api-queries.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { loadProfileFile } from "./load-profile-file.ts";
import { mergeProfile, type CardinalProfile } from "./merge.ts";

export const PROFILE_CACHE_MS = 10 * 60 * 1000;

export async function fetchCardinalProfile(reader: ApiReader, slug: string): Promise<CardinalProfile> {
  const record = await reader.read(ENDPOINTS.cardinal, { slug });
  return mergeProfile(record, await loadProfileFile(reader, record.fullName, record.profileFile));
}

/** One cardinal, record and profile file together, cached for 10 minutes. */
export const cardinalProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: ["cardinal-profile", slug] as const,
    queryFn: ({ client }) => fetchCardinalProfile(readerOf(client), slug),
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
  });

export function useCardinalProfile(slug: string) {
  return useQuery(cardinalProfileQuery(slug));
}
