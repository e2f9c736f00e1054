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
import type { VoteResults } from "../../src/shared/participation.ts";
import { withVote } from "./with-vote.ts";

/** The cardinal a visitor votes for, as the results name him. */
export interface Ballot { cardinalId: number; cardinalName: string; slug: string }

/**
 * The `vote` write; a toast says how it went. A success is the vote committed: the visitor's status
 * is the answer's, and his vote is added to the results he holds (a refetch could bring a count made
 * before it, since the server recounts at most once a second while votes keep coming).
 */
export function useCastVote(onSuccess?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ballot: Ballot) => apiWrite(ENDPOINTS.vote, undefined, { cardinalId: ballot.cardinalId }),
    onSuccess: (answer, ballot) => {
      showToast({ title: m.dialogs_toast_vote_submitted(), description: m.dialogs_toast_vote_thanks() });
      onSuccess?.();
      client.setQueryData(apiQueries.voteStatus().queryKey, answer.status);
      const cardinalName = answer.status.cardinalName ?? ballot.cardinalName;
      client.setQueryData<VoteResults>(apiQueries.voteResults().queryKey, (held) => held && withVote(held, { ...ballot, cardinalName }));
    },
    onError: (error) => {
      showToast({ title: m.dialogs_toast_vote_error(), description: serverMessage(error, m.dialogs_toast_vote_failed()), variant: "error" });
    },
  });
}
