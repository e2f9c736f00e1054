/** The dashboard's roster and corrections calls. Every write refreshes what visitors read. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { ImportPreview, RosterChange } from "../../src/shared/roster-fields.ts";
import { apiRequest } from "../lib/api.ts";
import { showToast } from "../ui/toast.tsx";
import { apiErrorOf } from "./api-error.ts";
import { forgetSession } from "./queries.ts";

export function useRosterList() {
  return useQuery({ ...apiQueries.cardinalList({ sortBy: "lastName", limit: 1000 }), staleTime: 0 });
}

export function useRosterCardinal(slug: string) {
  return useQuery({ ...apiQueries.cardinal(slug), enabled: slug !== "", staleTime: 0 });
}

/** Asked again every minute and on focus, so new suggestions appear without a reload. */
export function usePendingCorrections() {
  return useQuery({ ...apiQueries.pendingCorrections(), staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 60_000 });
}

/**
 * One roster write: a toast once the server has answered, then every cached
 * read of the roster is dropped (the directory, profiles, the change log); a
 * 401 brings the sign-in form back.
 */
export function useRosterWrite<B, R>(method: string, url: (body: B) => string, success: (answer: R) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await (await apiRequest(method, url(body), body)).json()) as R,
    onSuccess: async (answer) => {
      showToast({ title: "Success", description: success(answer) });
      await client.invalidateQueries();
    },
    onError: async (error) => {
      const { status, reason } = apiErrorOf(error);
      showToast({ title: "Error", description: reason, variant: "error" });
      if (status === 401) await forgetSession(client);
    },
  });
}

export const countChanges = (a: { changes: RosterChange[] }) =>
  a.changes.length === 0 ? "Nothing changed: the values were already current." : `${a.changes.length} change${a.changes.length === 1 ? "" : "s"} saved and published in the change log.`;

export type { ImportPreview };
