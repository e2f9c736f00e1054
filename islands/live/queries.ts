import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CardinalListResponse } from "../../src/shared/cardinals.ts";
import type { VoteResults, VoteStatus } from "../../src/shared/participation.ts";
import { apiRequest } from "../lib/api.ts";
import { showToast } from "../ui/toast.tsx";
import { serverMessage } from "./server-message.ts";

export type StreamPath = "youtube-url" | "youtube-url-st-peters";
export type MessageKey = "livestream-page-message" | "home-page-message";

const FIVE_MINUTES = 5 * 60 * 1000;
/** Spec 9: the results refresh on their own every 30 s. */
export const RESULTS_REFRESH_MS = 30_000;

/** Each key is the URL the default query function fetches (spec 7). */
export const liveKeys = {
  stream: (path: StreamPath) => [`/api/${path}`] as const,
  message: (key: MessageKey) => [`/api/site-settings/${key}`] as const,
};

export const voteKeys = {
  results: () => ["/api/votes/results"] as const,
  status: () => ["/api/votes/status"] as const,
  candidates: () => ["/api/cardinals?limit=1000&sortBy=lastName&sortOrder=asc"] as const,
};

/** Spec 7: stream addresses stay fresh 5 minutes and retry twice. */
export function useStreamAddress(path: StreamPath) {
  return useQuery<{ youtubeUrl: string }>({ queryKey: liveKeys.stream(path), staleTime: FIVE_MINUTES, retry: 2 });
}

/** A site message; a failed read counts as no message (spec 8). */
export function useSiteMessage(key: MessageKey): string {
  const { data } = useQuery<{ value: string }>({ queryKey: liveKeys.message(key), staleTime: FIVE_MINUTES, retry: 1 });
  return typeof data?.value === "string" ? data.value : "";
}

export function useVoteStatus() {
  return useQuery<VoteStatus>({ queryKey: voteKeys.status() });
}

export function useVoteResults() {
  return useQuery<VoteResults>({ queryKey: voteKeys.results(), refetchInterval: RESULTS_REFRESH_MS });
}

export function useCandidates() {
  return useQuery<CardinalListResponse>({ queryKey: voteKeys.candidates() });
}

/** POST /api/votes; toasts per spec 8; a success refreshes results and status. */
export function useCastVote(onSuccess?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cardinalId: number) => (await apiRequest("POST", "/api/votes", { cardinalId })).json(),
    onSuccess: async () => {
      showToast({ title: "Vote submitted", description: "Thank you for participating in our papal election poll." });
      onSuccess?.();
      await Promise.all([
        client.invalidateQueries({ queryKey: voteKeys.results() }),
        client.invalidateQueries({ queryKey: voteKeys.status() }),
      ]);
    },
    onError: (error) => {
      showToast({ title: "Error submitting vote", description: serverMessage(error, "Failed to submit vote"), variant: "error" });
    },
  });
}
