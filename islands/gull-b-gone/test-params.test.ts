import { expect, test } from "bun:test";
import { readTestParams } from "./test-params.ts";

test("seed, test mode and start level come from the URL", () => {
  expect(readTestParams("")).toEqual({ test: false });
  expect(readTestParams("?seed=123")).toEqual({ test: false, seed: 123 });
  expect(readTestParams("?seed=123&test=1&level=4")).toEqual({ test: true, seed: 123, startLevel: 3 });
  // A level is honoured only in test mode, and only when it exists.
  expect(readTestParams("?level=4")).toEqual({ test: false });
  expect(readTestParams("?test=1&level=9")).toEqual({ test: true });
  expect(readTestParams("?seed=abc")).toEqual({ test: false });
});
