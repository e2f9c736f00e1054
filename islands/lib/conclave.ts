/**
 * The conclave's state on the page: one react-query entry that the server
 * fills when it renders the page and that the page's one event stream keeps
 * current, so the banner, the live page and the directory read the same state
 * and change together.
 */
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { addressOf } from "../../src/shared/endpoint-kit.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { ConclaveState } from "../../src/shared/conclave.ts";
import { startConclaveFeed } from "./conclave-feed.ts";

export function useConclave() {
  return useQuery(apiQueries.conclave());
}

/** True while a vacancy is open: the conclave's filters and figures are shown only then. */
export const vacancyOpen = (state: ConclaveState | undefined) => state !== undefined && state.phase !== "sede-plena";

/** Mounted once by the layout: opens the stream and writes every state it brings into the query cache. */
export function useConclaveFeed(): void {
  const client = useQueryClient();
  useEffect(() => {
    const key = apiQueries.conclave().queryKey;
    return startConclaveFeed({
      streamUrl: addressOf(ENDPOINTS.conclaveEvents, undefined),
      pollUrl: addressOf(ENDPOINTS.conclave, undefined),
      onState(state) {
        const before = client.getQueryData<ConclaveState>(key);
        client.setQueryData(key, state);
        // What to announce, and how, is imported when the stream brings a state after the one the
        // page started with, not with every page's first script.
        if (before) void import("./white-smoke-alert.ts").then(({ announce, whiteSmokeNews }) => {
          const news = whiteSmokeNews(before, state);
          if (news) announce(news);
        });
        // A new pontificate changes the roster (the new pope, the former one): the directory's answers are read again.
        if (before && before.phase !== state.phase && state.phase === "sede-plena") void client.invalidateQueries({ queryKey: ["cardinals"] });
      },
    });
  }, [client]);
}
