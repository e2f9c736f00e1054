import { EncodedBody } from "./encoded-body.ts";

/**
 * Encoded response bodies, bounded by the bytes they hold (compressed copies
 * included). Callers key it on validated, normalised parameters only, so
 * parameters the API ignores cannot grow it; when a new body would pass the
 * budget, the oldest entries go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, EncodedBody>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held, counting every compressed copy made so far. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): EncodedBody | undefined {
    return this.entries.get(key);
  }

  /** Stores the body encoded once, so a hit costs no JSON or UTF-8 work. */
  set(key: string, text: string | Uint8Array<ArrayBuffer>): EncodedBody {
    const old = this.entries.get(key);
    if (old) this.forget(key, old);
    const body = new EncodedBody(text, (grown) => {
      // A compressed copy made after the body was stored still counts against the budget.
      if (this.entries.get(key) === body) {
        this.held += grown;
        this.evictBeyond(this.maxBytes);
      }
    });
    if (body.bytes > this.maxBytes) return body;
    this.evictBeyond(this.maxBytes - body.bytes);
    this.entries.set(key, body);
    this.held += body.bytes;
    return body;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  private forget(key: string, body: EncodedBody): void {
    this.entries.delete(key);
    this.held -= body.bytes;
  }

  private evictBeyond(budget: number): void {
    for (const [key, body] of this.entries) {
      if (this.held <= budget) return;
      this.forget(key, body);
    }
  }
}
