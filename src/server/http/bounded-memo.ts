/**
 * Remembers `compute(key)` for keys seen before, up to `limit` of them; past
 * that the memory starts again empty (a crawler's endless new keys cost one
 * computation each, never unbounded memory). For per-request work whose
 * input repeats across visitors: a header value, a query string, an address.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const seen = new Map<string, V>();
  return (key) => {
    const hit = seen.get(key);
    if (hit !== undefined || seen.has(key)) return hit as V;
    if (seen.size >= limit) seen.clear();
    const value = compute(key);
    seen.set(key, value);
    return value;
  };
}
