import { boundedMemo } from "./bounded-memo.ts";

export type Encoding = "br" | "gzip";

/**
 * node:zlib, loaded by the first brotli compression: loading it at start (it brings Node's streams)
 * cost the executable tens of milliseconds before its first answer, which is never compressed.
 */
let zlib: typeof import("node:zlib") | undefined;
const brotli = () => (zlib ??= process.getBuiltinModule("node:zlib"));

/** Bodies smaller than this go out as they are: compressing them saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A response body encoded once: UTF-8 bytes, a weak ETag, and compressed
 * copies made the first time a client asks for them. Brotli runs at a
 * middle quality because answers are compressed on demand, not at build time.
 */
export class EncodedBody {
  readonly raw: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  private readonly copies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> = {};
  /**
   * Answers built once per set of options and encoding; each request gets a clone (see `respondWithBody`).
   * Made on the second answer: a body computed for one request (an uncached list) is answered once, built
   * directly, and never pays for keeping and cloning.
   */
  private built: WeakMap<BodyOptions, Partial<Record<Encoding | "identity", Response>>> | null = null;
  private answered = 0;
  private size: number;

  constructor(content: string | Uint8Array<ArrayBuffer>, private readonly onGrow?: (bytes: number) => void, precompressed?: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>) {
    this.raw = typeof content === "string" ? (new TextEncoder().encode(content) as Uint8Array<ArrayBuffer>) : content;
    this.etag = `W/"${Bun.hash(this.raw).toString(36)}"`;
    this.size = this.raw.byteLength;
    Object.assign(this.copies, precompressed);
  }

  get bytes(): number {
    return this.size;
  }

  get compressible(): boolean {
    return this.raw.byteLength >= MIN_COMPRESS_BYTES;
  }

  /** The body in `encoding`, compressed now if no copy exists yet. */
  encoded(encoding: Encoding): Uint8Array<ArrayBuffer> {
    let copy = this.copies[encoding];
    if (!copy) {
      copy = encoding === "br" ? this.brotliCopy() : (Bun.gzipSync(this.raw, { level: 6 }) as Uint8Array<ArrayBuffer>);
      this.copies[encoding] = copy;
      this.size += copy.byteLength;
      this.onGrow?.(copy.byteLength);
    }
    return copy;
  }

  private brotliCopy(): Uint8Array<ArrayBuffer> {
    const { brotliCompressSync, constants } = brotli();
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.byteLength };
    return new Uint8Array(brotliCompressSync(this.raw, { params })) as Uint8Array<ArrayBuffer>;
  }

  /**
   * A 200 answer with these options in this encoding, built the first time.
   * `options` must be the same object for every request that shares it
   * (a module constant), or nothing is reused.
   */
  answer(options: BodyOptions, encoding: Encoding | null): Response {
    if (this.answered++ === 0) return this.build(options, encoding, 200);
    this.built ??= new WeakMap();
    let forOptions = this.built.get(options);
    if (!forOptions) this.built.set(options, (forOptions = {}));
    const key = encoding ?? "identity";
    const res = (forOptions[key] ??= this.build(options, encoding, 200));
    return res.clone();
  }

  /** A new answer with this body, in `encoding`, with `status`. */
  build(options: BodyOptions, encoding: Encoding | null, status: number): Response {
    return new Response(encoding ? this.encoded(encoding) : this.raw, { status, headers: answerHeaders(this, options, encoding) });
  }
}

/** The encoding to answer with, brotli before gzip, from an Accept-Encoding header; null for none. */
export function preferredEncoding(accept: string | null | undefined): Encoding | null {
  return accept ? encodingFor(accept) : null;
}

/** Browsers send a handful of distinct headers, so each is read once. */
const encodingFor = boundedMemo(256, (accept: string): Encoding | null => {
  const offered = new Set<string>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) offered.add(name.trim());
  }
  if (offered.has("br")) return "br";
  if (offered.has("gzip") || offered.has("*")) return "gzip";
  return null;
});

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

export interface BodyOptions {
  contentType: string;
  cacheControl: string;
  status?: number;
  /** More headers, set with the others when the response is made (cheaper than setting them afterwards). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Answers a GET or HEAD with `body`: 304 when the client holds it, else
 * compressed as the client accepts. From its second request on, a body's 200
 * is a clone of an answer built once per options and encoding: turning a
 * dozen headers into a Response costs several times what cloning a built one
 * does, on the busiest reads.
 */
export function respondWithBody(req: Request, body: EncodedBody, options: BodyOptions): Response {
  const { status = 200 } = options;
  const encoding = body.compressible ? preferredEncoding(req.headers.get("accept-encoding")) : null;
  if (status === 200) {
    if (!matchesEtag(req.headers.get("if-none-match"), body.etag)) return body.answer(options, encoding);
    return new Response(null, { status: 304, headers: answerHeaders(body, options, null) });
  }
  return body.build(options, encoding, status);
}

/** Headers made from a fixed template, per options object and variant: copying a built `Headers` costs half what a record does. */
const templates = new WeakMap<BodyOptions, Map<string, Headers>>();

/** The headers an answer with `body` carries: the caller's, its type, caching and ETag, and how it is encoded. */
function answerHeaders(body: EncodedBody, options: BodyOptions, encoding: Encoding | null): Headers {
  let forOptions = templates.get(options);
  if (!forOptions) templates.set(options, (forOptions = new Map()));
  const variant = `${body.compressible}|${encoding}`;
  let template = forOptions.get(variant);
  if (!template) {
    const { headers: extra, contentType, cacheControl } = options;
    const headers: Record<string, string> = { ...extra, "Content-Type": contentType, "Cache-Control": cacheControl };
    if (body.compressible) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    forOptions.set(variant, (template = new Headers(headers)));
  }
  const headers = new Headers(template);
  headers.set("ETag", body.etag);
  return headers;
}
