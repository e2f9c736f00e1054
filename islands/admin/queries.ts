/** The operator dashboard's calls: the session, sign-in and sign-out, and the current values. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { SettingKey } from "../../src/shared/participation.ts";
import { apiRequest } from "../lib/api.ts";

export interface AdminSession { signedIn: boolean; passwordSet: boolean }
export type StreamPath = "youtube-url" | "youtube-url-st-peters";

/** Each key is the URL the default query function fetches, so other pages' caches share it. */
export const adminKeys = {
  session: ["/api/admin/session"] as const,
  setting: (key: SettingKey) => [`/api/site-settings/${key}`] as const,
  stream: (path: StreamPath) => [`/api/${path}`] as const,
};

const SESSION_CHECK_MS = 60_000;

/** Asked again on focus and every minute while signed in, so an expired session shows the form. */
export function useSession() {
  return useQuery<AdminSession>({
    queryKey: adminKeys.session,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.signedIn ? SESSION_CHECK_MS : false),
  });
}

/** Marks the session as ended at once, then asks the server. */
export function forgetSession(client: QueryClient): Promise<void> {
  client.setQueryData<AdminSession>(adminKeys.session, (s) => ({ passwordSet: s?.passwordSet ?? true, signedIn: false }));
  return client.invalidateQueries({ queryKey: adminKeys.session });
}

/** The dashboard opens only once GET /api/admin/session confirms the new session. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest("POST", "/api/admin/login", { password }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.session }),
  });
}

/** `onSignedOut` runs in the same tick as the session is marked ended, so no in-between state renders. */
export function useSignOut(onSignedOut: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout", {}),
    onSuccess: () => {
      const confirmed = forgetSession(client);
      onSignedOut();
      return confirmed;
    },
  });
}

/** Current values are read afresh whenever the dashboard opens. */
export function useSetting(key: SettingKey) {
  return useQuery<{ value: string }>({ queryKey: adminKeys.setting(key), refetchOnMount: "always" });
}

export function useStream(path: StreamPath) {
  return useQuery<{ youtubeUrl: string }>({ queryKey: adminKeys.stream(path), refetchOnMount: "always" });
}
