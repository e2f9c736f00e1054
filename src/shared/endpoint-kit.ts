/**
 * The vocabulary of the endpoint tables (`endpoints.ts` for what every page
 * calls, `dashboard-endpoints.ts` for what only the operator's dashboard
 * calls): one entry per endpoint, with its method, path template, who may
 * call it, and the types of its input, body and answer. The types ride along
 * for the compiler only; at run time an entry is a few strings, so the client
 * carries no zod. The zod schemas of the same entries live, keyed by the same
 * names, in `endpoint-schemas.ts`, which the compiler holds to these types.
 */

/**
 * Who may call an endpoint. `public`: anyone, from any site; answers are the
 * same for everyone, so any site may read them and shared caches may keep them.
 * `personal`: the visitor's own votes, polls or session, from the site's own
 * pages only, never stored by a cache. `operator`: the signed-in operator only.
 */
export type Access = "public" | "personal" | "operator";

export type HttpMethod = "GET" | "POST" | "PATCH";

declare const carried: unique symbol;

/** A type the table carries for the compiler; nothing at run time. */
export interface Shape<T> {
  readonly [carried]?: T;
}

const NOTHING: Shape<never> = Object.freeze({});

/** Declares the type of an input, a body or a JSON answer. */
export const shape = <T>(): Shape<T> => NOTHING;

/** A JSON answer of type `T`. */
export interface JsonAnswer<T> {
  kind: "json";
  type: Shape<T>;
}

/** A text answer read as it is (a profile file); a reader gets null when there is none. */
export interface TextAnswer {
  kind: "text";
}

/** A download, a feed or a stream: followed as a link, never read into the query cache. */
export interface FileAnswer {
  kind: "file";
  mediaType: string;
}

export type AnswerKind = JsonAnswer<unknown> | TextAnswer | FileAnswer;

export const json = <T>(): JsonAnswer<T> => ({ kind: "json", type: NOTHING });
export const text = (): TextAnswer => ({ kind: "text" });
export const file = (mediaType: string): FileAnswer => ({ kind: "file", mediaType });

/** One endpoint. `name` is its key in the table. */
export interface EndpointEntry {
  name: string;
  method: HttpMethod;
  /** With `:name` for each path parameter, as the server's router writes it. */
  path: `/${string}`;
  access: Access;
  /**
   * Query parameters in the order addresses write them, so equal queries make
   * one address (and one entry in every cache keyed on it).
   */
  query?: readonly string[];
  /** Path and query parameters together, as a caller passes them. */
  input?: Shape<unknown>;
  /** The JSON body of a write. */
  body?: Shape<unknown>;
  answer: AnswerKind;
}

/** Gives each entry its name from its key, checked against the entry's shape. */
export function endpointTable<const T extends Record<string, Omit<EndpointEntry, "name">>>(entries: T): { [K in keyof T]: T[K] & { name: K } } {
  const named: Record<string, EndpointEntry> = {};
  for (const [name, entry] of Object.entries(entries)) named[name] = { ...entry, name } as EndpointEntry;
  return named as { [K in keyof T]: T[K] & { name: K } };
}

/** What a caller passes: nothing (`void`) when the endpoint takes no parameters. */
export type InputOf<E> = E extends { input: Shape<infer I> } ? I : void;
export type BodyOf<E> = E extends { body: Shape<infer B> } ? B : void;
export type AnswerOf<E> = E extends { answer: JsonAnswer<infer A> } ? A : E extends { answer: TextAnswer } ? string | null : never;

/** Endpoints a reader answers: GETs with a JSON or text answer. */
export type ReadEntry = EndpointEntry & { method: "GET"; answer: JsonAnswer<unknown> | TextAnswer };
export type WriteEntry = EndpointEntry & { method: "POST" | "PATCH"; answer: JsonAnswer<unknown> };

/** The address of a call: path parameters filled in, then the query in the entry's order. */
export function addressOf<E extends EndpointEntry>(endpoint: E, input: InputOf<E>): string {
  const values: Record<string, unknown> = input && typeof input === "object" ? Object.assign({}, input) : {};
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") throw new Error(`${endpoint.name} needs ${name} for its address`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const name of endpoint.query ?? []) {
    const value = values[name];
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A pattern that matches the addresses of `path` (any value in each parameter's segment). */
export function pathPattern(path: string): RegExp {
  const escaped = path.split(/(:\w+)/).map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  return new RegExp(`^${escaped}$`);
}

/** Query keys: the endpoint's name, then its input when it has one (a dehydrated key must survive JSON). */
export const queryKeyOf = <E extends EndpointEntry>(endpoint: E, input: InputOf<E>) =>
  (input === undefined ? [endpoint.name] : [endpoint.name, input]) as readonly [E["name"], ...unknown[]];
