import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "../lib/query-client.ts";
import { VoteResultsPanel } from "./vote-results.tsx";
import { voteKeys } from "./queries.ts";
import { sharedRanks } from "./candidates.ts";
import type { VoteResults } from "../../src/shared/participation.ts";

afterEach(cleanup);

test("equal counts share a rank and the next rank skips ahead", () => {
  expect(sharedRanks([5, 5, 3])).toEqual([1, 1, 3]);
  expect(sharedRanks([4, 2, 2, 2, 1])).toEqual([1, 2, 2, 2, 5]);
  expect(sharedRanks([1, 1, 1])).toEqual([1, 1, 1]);
  expect(sharedRanks([])).toEqual([]);
});

test("tied results are shown with the same rank, and every leader is highlighted", () => {
  const result = (cardinalId: number, cardinalName: string, voteCount: number) =>
    ({ cardinalId, cardinalName, slug: cardinalName.toLowerCase().replace(/ /g, "-"), voteCount, percentage: (voteCount / 5) * 100 });
  const data: VoteResults = { totalVotes: 5, results: [result(1, "Pietro Parolin", 2), result(2, "Matteo Zuppi", 2), result(3, "Peter Erdo", 1)] };
  const client = createQueryClient();
  client.setQueryData(voteKeys.results(), data);
  render(<QueryClientProvider client={client}><VoteResultsPanel /></QueryClientProvider>);
  const rows = screen.getAllByTestId("vote-result");
  expect(rows.map((r) => r.textContent!.match(/^#\d+/)![0])).toEqual(["#1", "#1", "#3"]);
  expect(rows.map((r) => r.dataset.highlighted ?? "")).toEqual(["true", "true", ""]);
  client.clear();
});
