/**
 * URL switches that make a browser test repeatable: `?seed=123` fixes the
 * birds; `?test=1` exposes the state on `window.__gullState`, and with it
 * `&level=4` starts new games at that level so game over comes quickly.
 */
import { LEVELS } from "../../games/gull-b-gone/state.ts";

export interface TestParams {
  seed?: number;
  test: boolean;
  startLevel?: number;
}

export function readTestParams(search: string): TestParams {
  const params = new URLSearchParams(search);
  const test = params.get("test") === "1";
  const seed = Number.parseInt(params.get("seed") ?? "", 10);
  const level = Number.parseInt(params.get("level") ?? "", 10);
  const result: TestParams = { test };
  if (Number.isFinite(seed)) result.seed = seed;
  if (test && level >= 1 && level <= LEVELS.length) result.startLevel = level - 1;
  return result;
}
