import { RateLimiter } from "../http/rate-limiter.ts";

export interface SignInLimitOptions {
  /** Sign-in attempts one address may make per window (a right password gives its attempt back). */
  perAddress?: number;
  /** Failures from all addresses per window after which password checks are slowed. */
  slowAfter?: number;
  /** While slowed: one password check at a time, with this pause after each. */
  pauseMs?: number;
  /** While slowed: how many checks may wait their turn; more are told to come back (bounds anyone's wait). */
  maxWaiting?: number;
  windowMs?: number;
}

/** Told to an attempt that found the slowed queue full: it was not checked and did not count. */
export const BUSY = Symbol("sign-in busy");

interface Waiting { first: boolean; start: () => void; refuse: () => void }

/**
 * Limits on guessing the operator's password that a stranger cannot turn
 * into a lockout of the operator:
 * - each address has a few attempts per window, reserved before the password
 *   is checked, so simultaneous guesses are counted as they arrive;
 * - when failures pile up across many addresses, checks are slowed site-wide
 *   (one at a time, with a pause) instead of refused;
 * - the slowed queue is short, so nobody waits behind a crowd: an attempt that
 *   finds it full is answered at once with "come back in N seconds", uncounted.
 *   An address's first attempt in the window goes ahead of repeat attempts
 *   (pushing the last of those out when the queue is full), so strangers who
 *   have already failed cannot keep the operator out;
 * - a browser the operator has signed in from before (a signed device cookie)
 *   is not queued at all: see `check`.
 */
export class SignInLimits {
  readonly perAddress: number;
  readonly slowAfter: number;
  readonly pauseMs: number;
  readonly maxWaiting: number;
  readonly windowMs: number;
  private readonly attempts: RateLimiter;
  private readonly failures: RateLimiter;
  private readonly waiting: Waiting[] = [];
  private running = false;

  constructor({ perAddress = 5, slowAfter = 25, pauseMs = 1000, maxWaiting = 10, windowMs = 15 * 60 * 1000 }: SignInLimitOptions = {}) {
    this.perAddress = perAddress;
    this.slowAfter = slowAfter;
    this.pauseMs = pauseMs;
    this.maxWaiting = maxWaiting;
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

  /** The password was right, or was never checked: the attempt is given back. */
  succeeded(address: string): void {
    this.attempts.undo(address);
  }

  failed(): void {
    this.failures.count("all");
  }

  get slowed(): boolean {
    return this.failures.peek("all") >= this.slowAfter;
  }

  /** Seconds an attempt told BUSY should wait: about the time the queue now in front takes to drain. */
  get busyRetrySeconds(): number {
    return Math.max(1, Math.ceil(((this.waiting.length + 1) * this.pauseMs) / 1000));
  }

  /**
   * Runs a password check (right after `reserve`) now, or, while slowed, in
   * its turn after the checks before it and a pause each. BUSY when the queue
   * has no room. `trusted`: the attempt comes from a browser that signed in
   * before, so it is checked at once; its guesses still count per address.
   */
  async check<T>(address: string, verify: () => Promise<T>, trusted = false): Promise<T | typeof BUSY> {
    if (trusted || !this.slowed) return verify();
    // This address holds no other attempt in the window: no failure yet, nothing in flight.
    const first = this.attempts.peek(address) === 1;
    const turn = await this.takeTurn(first);
    if (!turn) return BUSY;
    try {
      return await verify();
    } finally {
      setTimeout(() => this.next(), this.pauseMs);
    }
  }

  /** Resolves true when it is this attempt's turn, false when there is no room for it. */
  private takeTurn(first: boolean): Promise<boolean> {
    if (!this.running) {
      this.running = true;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const entry: Waiting = { first, start: () => resolve(true), refuse: () => resolve(false) };
      if (this.waiting.length >= this.maxWaiting) {
        const lastRepeat = this.waiting.findLastIndex((w) => !w.first);
        if (!first || lastRepeat < 0) return resolve(false);
        this.waiting.splice(lastRepeat, 1)[0]!.refuse();
      }
      // First attempts go after the other first attempts and ahead of every repeat one.
      const at = first ? this.waiting.findIndex((w) => !w.first) : -1;
      if (at < 0) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
    });
  }

  private next(): void {
    const entry = this.waiting.shift();
    if (entry) entry.start();
    else this.running = false;
  }
}
