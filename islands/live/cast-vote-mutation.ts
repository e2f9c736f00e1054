/**
 * The vote write, apart from the live page's reads (queries.ts): the page table imports those reads
 * for every page's first script, and the write brings the toast's state with it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { apiWrite } from "../lib/api.ts";
import { showToast } from "../ui/toast-state.ts";
import { m } from "../lib/i18n/messages.ts";
import { serverMessage } from "./server-message.ts";

/** The `vote` write; a toast says how it went; a success refreshes results and status. */
export function useCastVote(onSuccess?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardinalId: number) => apiWrite(ENDPOINTS.vote, undefined, { cardinalId }),
    onSuccess: async () => {
      showToast({ title: m.dialogs_toast_vote_submitted(), description: m.dialogs_toast_vote_thanks() });
      onSuccess?.();
      await Promise.all([
        client.invalidateQueries({ queryKey: apiQueries.voteResults().queryKey }),
        client.invalidateQueries({ queryKey: apiQueries.voteStatus().queryKey }),
      ]);
    },
    onError: (error) => {
      showToast({ title: m.dialogs_toast_vote_error(), description: serverMessage(error, m.dialogs_toast_vote_failed()), variant: "error" });
    },
  });
}
