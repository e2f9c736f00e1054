/**
 * Counts events per key in a fixed window. Keys are HMACs of IP addresses,
 * never the addresses, and each key is forgotten when its window ends.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one event; false when the key is over its limit. */
  hit(key: string): boolean {
    return this.count(key) <= this.limit;
  }

  /** Records one event and returns how many the key has had in this window. */
  count(key: string): number {
    const t = this.now();
    if (this.windows.size > 10_000) this.sweep(t);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + this.windowMs });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  /** Takes back one recorded event (an attempt that turned out not to count). */
  undo(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  /** How many events the key has had, without recording one. */
  peek(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
  }

  /** Milliseconds until the key's window ends (0 when it has none). */
  msUntilReset(key: string): number {
    const w = this.windows.get(key);
    return w ? Math.max(0, w.resetAt - this.now()) : 0;
  }

  private sweep(t: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
  }
}
