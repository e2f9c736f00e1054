import { ApiReadError, type ApiReader } from "../../src/shared/api-contract.ts";
import { addressOf, type AnswerOf, type BodyOf, type InputOf, type WriteEntry } from "../../src/shared/endpoint-kit.ts";

/** Raises the contract's error for a non-OK answer: "<status>: <body or status text>". */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiReadError(res.status, (await res.text()) || res.statusText);
}

/** The one way the client talks to the API: cookies always, JSON only when there is a body. */
async function request(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** One write of the endpoint tables, answered with the entry's answer type; a refusal rejects as reads do. */
export async function apiWrite<E extends WriteEntry>(endpoint: E, input: InputOf<E>, body: BodyOf<E>): Promise<AnswerOf<E>> {
  return (await request(endpoint.method, addressOf(endpoint, input), body)).json();
}

/** The browser's reader of the endpoint tables: one GET per read. */
export const httpReader: ApiReader = {
  async read(endpoint, input) {
    const url = addressOf(endpoint, input);
    if (endpoint.answer.kind === "json") return (await request("GET", url)).json();
    // A text read answers null when there is no such file, or the network failed on the way.
    try {
      const res = await fetch(url, { credentials: "include" });
      return res.ok ? await res.text() : null;
    } catch {
      return null;
    }
  },
};
