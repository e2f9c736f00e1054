import { queryOptions, useQuery } from "@tanstack/react-query";
import { readerOf } from "../../src/shared/api-queries.ts";

export const PROFILE_CACHE_MS = 10 * 60 * 1000;

/** One cardinal, record and profile file together, cached for 10 minutes. */
export const cardinalProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: ["cardinal-profile", slug] as const,
    // The page table names this query for the server's prefetch, so it is in the home page's first
    // script; finding, parsing and merging the file is loaded when a profile is first asked for. A
    // profile is asked for to be shown, and its texts are Markdown: the parser is fetched meanwhile.
    queryFn: async ({ client }) => {
      void import("../ui/parsed-markdown.tsx");
      return (await import("./fetch-profile.ts")).fetchCardinalProfile(readerOf(client), slug);
    },
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
  });

export function useCardinalProfile(slug: string) {
  return useQuery(cardinalProfileQuery(slug));
}
