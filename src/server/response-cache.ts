/** A bounded map of response bodies; when full it starts over rather than tracking recency. */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  constructor(private readonly capacity: number) {}

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: string): void {
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, body);
  }
}
