/**
 * The poll vote write, apart from the polls' read (queries.ts): the page table imports that read
 * for every page's first script, and the write brings the toast's state with it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Poll } from "../../src/shared/participation.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { apiWrite } from "../lib/api.ts";
import { showToast } from "../ui/toast-state.ts";
import { m } from "../lib/i18n/messages.ts";

/**
 * The `pollVote` write. The answer carries the updated poll, which goes
 * into the list at once; the list and the poll's type list are then refetched
 * too; the key prefix covers any per-type list too. There is no
 * single-poll read to invalidate.
 */
export function usePollVote(poll: Pick<Poll, "id" | "type">) {
  const client = useQueryClient();
  const listKey = apiQueries.polls().queryKey;
  const refresh = () => client.invalidateQueries({ queryKey: listKey });
  return useMutation({
    mutationFn: (optionId: number) => apiWrite(ENDPOINTS.pollVote, { id: poll.id }, { optionId }),
    onSuccess: async ({ poll: updated }) => {
      if (updated) client.setQueryData(listKey, (list) => list?.map((p) => (p.id === updated.id ? updated : p)));
      showToast({ title: m.dialogs_toast_poll_recorded(), description: m.dialogs_toast_poll_thanks() });
      await refresh();
    },
    onError: async () => {
      showToast({ title: m.dialogs_toast_poll_failed(), description: m.dialogs_toast_poll_already(), variant: "error" });
      // A vote from another tab shows up as a 409: refetch so the card shows it.
      await refresh();
    },
  });
}
