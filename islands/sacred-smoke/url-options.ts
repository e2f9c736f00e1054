/**
 * URL switches that make a browser test repeatable without exposing anything
 * on window: `?seed=123` fixes the board's randomness and `?clock=5` sets the
 * conclave clock in seconds, so 'Game Over' comes quickly.
 */
export interface GameQuery {
  seed?: number;
  clockMs?: number;
}

const MAX_CLOCK_S = 3600;

export function readGameQuery(search: string): GameQuery {
  const params = new URLSearchParams(search);
  const seed = Number(params.get("seed") ?? "");
  const clock = Number(params.get("clock") ?? "");
  const query: GameQuery = {};
  if (params.has("seed") && Number.isInteger(seed) && seed >= 0) query.seed = seed;
  if (params.has("clock") && clock > 0 && clock <= MAX_CLOCK_S) query.clockMs = Math.round(clock * 1000);
  return query;
}
