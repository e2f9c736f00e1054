import { expect, test } from "bun:test";
import { retryDelay } from "./conclave-feed.ts";

test("the pause before reopening the stream doubles from the first up to the longest, and is spread between half and all of it", () => {
  const full = (failures: number) => retryDelay(failures, 1000, 30_000, () => 1);
  expect([1, 2, 3, 4, 5, 6, 7].map(full)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  expect(retryDelay(3, 1000, 30_000, () => 0)).toBe(2000);
  expect(retryDelay(1, 1000, 30_000, () => 0.5)).toBe(750);
});
