import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingKey } from "../../src/shared/participation.ts";
import type { StreamPath } from "../../src/shared/api-contract.ts";
import { DASHBOARD_ENDPOINTS, type SettingWritten, type StreamWritten } from "../../src/shared/dashboard-endpoints.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { apiWrite } from "../lib/api.ts";
import { showToast } from "../ui/toast-state.ts";
import { apiErrorOf } from "./api-error.ts";
import { forgetSession } from "./queries.ts";

interface WriteTarget<B, R> {
  send: (body: B) => Promise<R>;
  /** Completes the error toast's "Failed to update …". */
  label: string;
  queryKey: readonly unknown[];
  /** What the read of `queryKey` returns, taken from the write's answer. */
  cached: (answer: R) => unknown;
}

const STREAM_WRITES = { "youtube-url": DASHBOARD_ENDPOINTS.conclaveStreamWrite, "youtube-url-st-peters": DASHBOARD_ENDPOINTS.stPetersStreamWrite } as const;

export const settingTarget = (key: SettingKey, label: string): WriteTarget<{ value: string }, SettingWritten> => ({
  send: (body) => apiWrite(DASHBOARD_ENDPOINTS.settingWrite, { key }, body), label, queryKey: apiQueries.setting(key).queryKey, cached: (a) => ({ value: a.value }),
});

export const streamTarget = (path: StreamPath, label: string): WriteTarget<{ youtubeUrl: string }, StreamWritten> => ({
  send: (body) => apiWrite(STREAM_WRITES[path], undefined, body), label, queryKey: apiQueries.stream(path).queryKey, cached: (a) => ({ youtubeUrl: a.youtubeUrl }),
});

/**
 * One operator write. The toast comes only once the server has answered; a
 * success refreshes the current value from the server; a 401 (the session
 * ended) brings the sign-in form back.
 */
export function useAdminWrite<B, R extends { message: string }>(target: WriteTarget<B, R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: target.send,
    onSuccess: async (answer) => {
      client.setQueryData(target.queryKey, target.cached(answer));
      showToast({ title: "Success", description: answer.message });
      await client.invalidateQueries({ queryKey: target.queryKey });
    },
    onError: async (error) => {
      const { status, reason } = apiErrorOf(error);
      showToast({ title: "Error", description: `Failed to update ${target.label}: ${reason}`, variant: "error" });
      if (status === 401) await forgetSession(client);
    },
  });
}
