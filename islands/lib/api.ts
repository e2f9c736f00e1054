import { ApiReadError, COLLEGE_PARAMS, apiPaths, collegeFrom, type ApiReader } from "../../src/shared/api-contract.ts";

/** Raises the contract's error for a non-OK answer: "<status>: <body or status text>". */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiReadError(res.status, (await res.text()) || res.statusText);
}

/** The one way the client talks to the API: cookies always, JSON only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

const getJson = async <T,>(url: string): Promise<T> => (await (await apiRequest("GET", url)).json()) as T;

/** The browser's reader of the API contract: one GET per read. */
export const httpReader: ApiReader = {
  cardinalList: (params) => getJson(apiPaths.cardinalList(params)),
  college: async () => collegeFrom(await getJson(apiPaths.cardinalList(COLLEGE_PARAMS))),
  suggestions: (search) => getJson(apiPaths.suggestions(search)),
  directoryFilters: () => getJson(apiPaths.directoryFilters()),
  cardinal: (slug) => getJson(apiPaths.cardinal(slug)),
  async cardinalFile(name) {
    try {
      const res = await fetch(apiPaths.cardinalFile(name), { credentials: "include" });
      return res.ok ? await res.text() : null;
    } catch {
      return null;
    }
  },
  setting: (key) => getJson(apiPaths.setting(key)),
  stream: (path) => getJson(apiPaths.stream(path)),
  voteResults: () => getJson(apiPaths.voteResults()),
  voteStatus: () => getJson(apiPaths.voteStatus()),
  polls: () => getJson(apiPaths.polls()),
  adminSession: () => getJson(apiPaths.adminSession()),
  photos: () => getJson(apiPaths.photos()),
  changes: (page, limit) => getJson(apiPaths.changes(page, limit)),
  pendingCorrections: () => getJson(apiPaths.pendingCorrections()),
  apiDocument: () => getJson(apiPaths.apiDocument()),
  conclave: () => getJson(apiPaths.conclave()),
  collegeOffices: (date) => getJson(apiPaths.collegeOffices(date)),
  latinNames: () => getJson(apiPaths.latinNames()),
};
