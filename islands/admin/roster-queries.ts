/** The dashboard's roster and corrections calls. Every write refreshes what visitors read. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQueries, readQuery } from "../../src/shared/api-queries.ts";
import { DASHBOARD_ENDPOINTS } from "../../src/shared/dashboard-endpoints.ts";
import type { ImportPreview, RosterChange } from "../../src/shared/roster-fields.ts";
import { showToast } from "../ui/toast-state.ts";
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
  return useQuery({ ...readQuery(DASHBOARD_ENDPOINTS.corrections, { status: "pending" }), staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 60_000 });
}

/**
 * One roster write: a toast once the server has answered, then every cached
 * read of the roster is dropped (the directory, profiles, the change log); a
 * 401 brings the sign-in form back. `send` makes the write (`apiWrite`).
 */
export function useRosterWrite<V, R>(send: (vars: V) => Promise<R>, success: (answer: R) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
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
