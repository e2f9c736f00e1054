import { useQuery } from "@tanstack/react-query";
import type { StreamPath } from "../../src/shared/api-contract.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";

export type MessageKey = "livestream-page-message" | "home-page-message";

const FIVE_MINUTES = 5 * 60 * 1000;
/** The results refresh on their own every 30 s. */
export const RESULTS_REFRESH_MS = 30_000;

/** Stream addresses stay fresh 5 minutes and retry twice. */
export function useStreamAddress(path: StreamPath) {
  return useQuery({ ...apiQueries.stream(path), staleTime: FIVE_MINUTES, retry: 2 });
}

/** A site message; a failed read counts as no message. */
export const siteMessageQuery = (key: MessageKey) => ({ ...apiQueries.setting(key), staleTime: FIVE_MINUTES, retry: 1 });

export function useSiteMessage(key: MessageKey): string {
  const { data } = useQuery(siteMessageQuery(key));
  return typeof data?.value === "string" ? data.value : "";
}

export function useVoteStatus() {
  return useQuery(apiQueries.voteStatus());
}

export function useVoteResults() {
  return useQuery({ ...apiQueries.voteResults(), refetchInterval: RESULTS_REFRESH_MS });
}

/**
 * The candidates are the whole College, shared with every other page that reads it.
 * Read only when `wanted` (the poll is near the screen): it is 46 KB and 250 rows.
 */
export function useCandidates(wanted = true) {
  return useQuery({ ...apiQueries.college(), enabled: wanted });
}
