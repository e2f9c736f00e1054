import { expect, test } from "bun:test";
import { readGameQuery } from "./url-options.ts";

test("seed and clock come from the query; anything odd is ignored", () => {
  expect(readGameQuery("")).toEqual({});
  expect(readGameQuery("?seed=123&clock=5")).toEqual({ seed: 123, clockMs: 5000 });
  expect(readGameQuery("?seed=abc&clock=0")).toEqual({});
  expect(readGameQuery("?seed=-1&clock=99999")).toEqual({});
  expect(readGameQuery("?seed=0&clock=1.5")).toEqual({ seed: 0, clockMs: 1500 });
});
