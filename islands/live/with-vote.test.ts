import { expect, test } from "bun:test";
import type { VoteResults } from "../../src/shared/participation.ts";
import { withVote } from "./with-vote.ts";

const held: VoteResults = {
  totalVotes: 4,
  results: [
    { cardinalId: 1, cardinalName: "Pietro Parolin", slug: "pietro-parolin", voteCount: 2, percentage: 50 },
    { cardinalId: 2, cardinalName: "Luis Antonio Tagle", slug: "luis-antonio-tagle", voteCount: 1, percentage: 25 },
    { cardinalId: 3, cardinalName: "Matteo Zuppi", slug: "matteo-zuppi", voteCount: 1, percentage: 25 },
  ],
};

test("a vote for a cardinal in the results counts once more, ranks him among those with as many votes after them, and recomputes every share", () => {
  expect(withVote(held, { cardinalId: 3, cardinalName: "Matteo Zuppi", slug: "matteo-zuppi" })).toEqual({
    totalVotes: 5,
    results: [
      { cardinalId: 1, cardinalName: "Pietro Parolin", slug: "pietro-parolin", voteCount: 2, percentage: 40 },
      { cardinalId: 3, cardinalName: "Matteo Zuppi", slug: "matteo-zuppi", voteCount: 2, percentage: 40 },
      { cardinalId: 2, cardinalName: "Luis Antonio Tagle", slug: "luis-antonio-tagle", voteCount: 1, percentage: 20 },
    ],
  });
});

test("a first vote for a cardinal adds him after those with more votes, and leaves what it was given as it was", () => {
  const before = structuredClone(held);
  const after = withVote(held, { cardinalId: 9, cardinalName: "Péter Erdő", slug: "peter-erdo" });
  expect(after.totalVotes).toBe(5);
  expect(after.results.map((r) => [r.slug, r.voteCount, r.percentage])).toEqual([
    ["pietro-parolin", 2, 40], ["luis-antonio-tagle", 1, 20], ["matteo-zuppi", 1, 20], ["peter-erdo", 1, 20],
  ]);
  expect(held).toEqual(before);
  expect(withVote({ totalVotes: 0, results: [] }, { cardinalId: 9, cardinalName: "Péter Erdő", slug: "peter-erdo" }).results).toEqual([
    { cardinalId: 9, cardinalName: "Péter Erdő", slug: "peter-erdo", voteCount: 1, percentage: 100 },
  ]);
});
