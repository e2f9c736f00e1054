import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingKey } from "../../src/shared/participation.ts";
import { apiWrites, type StreamPath } from "../../src/shared/api-contract.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { apiRequest } from "../lib/api.ts";
import { showToast } from "../ui/toast.tsx";
import { apiErrorOf } from "./api-error.ts";
import { forgetSession } from "./queries.ts";

interface WriteTarget<R> {
  url: string;
  /** Completes "Failed to update …" (spec 8). */
  label: string;
  queryKey: readonly unknown[];
  /** What the read of `queryKey` returns, taken from the write's answer. */
  cached: (answer: R) => unknown;
}

type SettingAnswer = { success: true; message: string; value: string };
type StreamAnswer = { success: true; message: string; youtubeUrl: string };

export const settingTarget = (key: SettingKey, label: string): WriteTarget<SettingAnswer> => ({
  url: apiWrites.setting(key), label, queryKey: apiQueries.setting(key).queryKey, cached: (a) => ({ value: a.value }),
});

export const streamTarget = (path: StreamPath, label: string): WriteTarget<StreamAnswer> => ({
  url: apiWrites.stream(path), label, queryKey: apiQueries.stream(path).queryKey, cached: (a) => ({ youtubeUrl: a.youtubeUrl }),
});

/**
 * One operator write. The toast comes only once the server has answered; a
 * success refreshes the current value from the server; a 401 (the session
 * ended) brings the sign-in form back.
 */
export function useAdminWrite<R extends { message: string }>(target: WriteTarget<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: unknown) => (await (await apiRequest("POST", target.url, body)).json()) as R,
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
