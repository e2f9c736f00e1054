import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Poll } from "../../src/shared/participation.ts";
import { apiRequest } from "../lib/api.ts";
import { showToast } from "../ui/toast.tsx";

/** Each key is the URL the default query function fetches. */
export const pollKeys = {
  list: () => ["/api/polls"] as const,
  byType: (type: string) => [`/api/polls/type/${encodeURIComponent(type)}`] as const,
};

export function usePolls() {
  return useQuery<Poll[]>({ queryKey: pollKeys.list() });
}

/**
 * POST /api/polls/{id}/vote. The answer carries the updated poll, which goes
 * into the list at once; the list and the poll's type list are then refetched
 * (spec 7). There is no single-poll read to invalidate.
 */
export function usePollVote(poll: Pick<Poll, "id" | "type">) {
  const client = useQueryClient();
  const refresh = () => Promise.all([
    client.invalidateQueries({ queryKey: pollKeys.list() }),
    client.invalidateQueries({ queryKey: pollKeys.byType(poll.type) }),
  ]);
  return useMutation({
    mutationFn: async (optionId: number) =>
      (await (await apiRequest("POST", `/api/polls/${poll.id}/vote`, { optionId })).json()) as { success: boolean; poll?: Poll },
    onSuccess: async ({ poll: updated }) => {
      if (updated) client.setQueryData<Poll[]>(pollKeys.list(), (list) => list?.map((p) => (p.id === updated.id ? updated : p)));
      showToast({ title: "Vote recorded", description: "Thank you for participating in this poll!" });
      await refresh();
    },
    onError: async () => {
      showToast({ title: "Failed to record vote", description: "You may have already voted in this poll.", variant: "error" });
      // A vote from another tab shows up as a 409: refetch so the card shows it.
      await refresh();
    },
  });
}
