/** The operator dashboard's calls: the session, sign-in and sign-out, and the current values. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { SettingKey } from "../../src/shared/participation.ts";
import type { AdminSession, StreamPath } from "../../src/shared/api-contract.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { DASHBOARD_ENDPOINTS } from "../../src/shared/dashboard-endpoints.ts";
import { apiWrite } from "../lib/api.ts";

const sessionKey = apiQueries.adminSession().queryKey;

const SESSION_CHECK_MS = 60_000;

/** Asked again on focus and every minute while signed in, so an expired session shows the form. */
export function useSession() {
  return useQuery({
    ...apiQueries.adminSession(),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.signedIn ? SESSION_CHECK_MS : false),
  });
}

/** Marks the session as ended at once, then asks the server. */
export function forgetSession(client: QueryClient): Promise<void> {
  client.setQueryData(sessionKey, (s): AdminSession => ({ passwordSet: s?.passwordSet ?? true, signedIn: false }));
  return client.invalidateQueries({ queryKey: sessionKey });
}

/** The dashboard opens only once the `adminSession` read confirms the new session. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiWrite(DASHBOARD_ENDPOINTS.signIn, undefined, { password }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

/** `onSignedOut` runs in the same tick as the session is marked ended, so no in-between state renders. */
export function useSignOut(onSignedOut: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite(DASHBOARD_ENDPOINTS.signOut, undefined, {}),
    onSuccess: () => {
      const confirmed = forgetSession(client);
      onSignedOut();
      return confirmed;
    },
  });
}

/** Current values are read afresh whenever the dashboard opens. */
export function useSetting(key: SettingKey) {
  return useQuery({ ...apiQueries.setting(key), refetchOnMount: "always" });
}

export function useStream(path: StreamPath) {
  return useQuery({ ...apiQueries.stream(path), refetchOnMount: "always" });
}
