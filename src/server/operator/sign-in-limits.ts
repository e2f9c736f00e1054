import { RateLimiter } from "../http/rate-limiter.ts";

export interface SignInLimitOptions {
  /** Sign-in attempts one address may make per window (a right password gives its attempt back). */
  perAddress?: number;
  /** Failures from all addresses per window after which password checks are slowed. */
  slowAfter?: number;
  /** While slowed: one password check at a time, with this pause after each. */
  pauseMs?: number;
  windowMs?: number;
}

/**
 * Limits on guessing the operator's password that a stranger cannot turn
 * into a lockout of the operator:
 * - each address has a few attempts per window, reserved before the password
 *   is checked, so simultaneous guesses are counted as they arrive;
 * - when failures pile up across many addresses, checks are slowed site-wide
 *   (one at a time, with a pause) instead of refused, so the operator still
 *   gets in from their own address.
 */
export class SignInLimits {
  readonly perAddress: number;
  readonly slowAfter: number;
  readonly pauseMs: number;
  readonly windowMs: number;
  private readonly attempts: RateLimiter;
  private readonly failures: RateLimiter;
  private queue: Promise<void> = Promise.resolve();

  constructor({ perAddress = 5, slowAfter = 25, pauseMs = 1000, windowMs = 15 * 60 * 1000 }: SignInLimitOptions = {}) {
    this.perAddress = perAddress;
    this.slowAfter = slowAfter;
    this.pauseMs = pauseMs;
    this.windowMs = windowMs;
    this.attempts = new RateLimiter(perAddress, windowMs);
    this.failures = new RateLimiter(slowAfter, windowMs);
  }

  /** Reserves an attempt for the address; false when it has none left. Synchronous, so no race can overspend. */
  reserve(address: string): boolean {
    if (this.attempts.peek(address) >= this.perAddress) return false;
    this.attempts.count(address);
    return true;
  }

  /** The password was right: the attempt is given back. */
  succeeded(address: string): void {
    this.attempts.undo(address);
  }

  failed(): void {
    this.failures.count("all");
  }

  get slowed(): boolean {
    return this.failures.peek("all") >= this.slowAfter;
  }

  /** Runs a password check now, or, while slowed, after the checks before it and a pause. */
  async check<T>(verify: () => Promise<T>): Promise<T> {
    if (!this.slowed) return verify();
    const before = this.queue;
    let done!: () => void;
    this.queue = new Promise((resolve) => (done = resolve));
    await before;
    try {
      return await verify();
    } finally {
      setTimeout(done, this.pauseMs);
    }
  }
}
