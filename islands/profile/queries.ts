import { queryOptions, useQuery } from "@tanstack/react-query";
import { readerOf } from "../../src/shared/api-queries.ts";
import { loadMarkdownParser } from "../ui/markdown.tsx";

export const PROFILE_CACHE_MS = 10 * 60 * 1000;

/** One cardinal, record and profile file together, cached for 10 minutes. */
export const cardinalProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: ["cardinal-profile", slug] as const,
    // Finding, parsing and merging the file is loaded when a profile is first fetched in the browser: a
    // cardinal's page hydrates with the server's data and never runs this. A profile is fetched to be
    // shown, and its texts are Markdown: the parser is fetched meanwhile.
    queryFn: async ({ client }) => {
      void loadMarkdownParser();
      return (await import("./fetch-profile.ts")).fetchCardinalProfile(readerOf(client), slug);
    },
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
  });

export function useCardinalProfile(slug: string) {
  return useQuery(cardinalProfileQuery(slug));
}
