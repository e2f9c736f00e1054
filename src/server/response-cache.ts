/** A bounded map of encoded response bodies; when full it starts over rather than tracking recency. */
export class ResponseCache {
  private readonly entries = new Map<string, Uint8Array<ArrayBuffer>>();
  constructor(private readonly capacity: number) {}

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    return this.entries.get(key);
  }

  /** Stores the body encoded once, so a hit costs no JSON or UTF-8 work. */
  set(key: string, body: string): Uint8Array<ArrayBuffer> {
    if (this.entries.size >= this.capacity) this.entries.clear();
    const bytes = new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>;
    this.entries.set(key, bytes);
    return bytes;
  }
}
