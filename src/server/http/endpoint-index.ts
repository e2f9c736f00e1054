/**
 * Which endpoint of the tables a request is for, found once per request:
 * fixed paths in a map, parameterised ones by pattern. The public-read and
 * no-store middlewares read an endpoint's `access` from here, so a new entry
 * in the table is covered by both without a list to keep in step.
 */
import { pathPattern, type EndpointEntry } from "../../shared/endpoint-kit.ts";
// The tables themselves, not endpoint-schemas.ts: routing needs only paths and access, and building every
// endpoint's zod schemas cost the executable's start tens of milliseconds before its first answer.
import { ENDPOINTS } from "../../shared/endpoints.ts";
import { DASHBOARD_ENDPOINTS } from "../../shared/dashboard-endpoints.ts";

const entries: readonly EndpointEntry[] = Object.values({ ...ENDPOINTS, ...DASHBOARD_ENDPOINTS });
const fixed = new Map(entries.filter((e) => !e.path.includes(":")).map((e) => [`${e.method} ${e.path}`, e]));
const patterned = entries.filter((e) => e.path.includes(":")).map((e) => ({ endpoint: e, pattern: pathPattern(e.path) }));

/** The endpoint `method` and `path` call (HEAD as GET), or null when no table describes it. */
export function endpointAt(method: string, path: string): EndpointEntry | null {
  const m = method === "HEAD" ? "GET" : method;
  return fixed.get(`${m} ${path}`) ?? patterned.find((p) => p.endpoint.method === m && p.pattern.test(path))?.endpoint ?? null;
}

/** A public GET lives at `path`: any site may read it, whatever the method of this request (a preflight asks first). */
export const isPublicRead = (path: string) => endpointAt("GET", path)?.access === "public";
