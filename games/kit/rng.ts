/**
 * A seeded random source whose whole state is one 32-bit number (mulberry32),
 * so it can live inside a game state and be copied, compared and replayed.
 */
export type RngState = number;

export function seedRng(seed: number): RngState {
  return seed >>> 0;
}

/** Returns the next float in [0, 1) and the advanced state. */
export function nextFloat(state: RngState): [number, RngState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/**
 * A mutable view over an RngState for use inside one pure step:
 * the step reads `rng.state` back into the next game state when done.
 */
export class Rng {
  constructor(public state: RngState) {}

  float(): number {
    const [value, next] = nextFloat(this.state);
    this.state = next;
    return value;
  }

  /** Integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.float() * max);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  }
}
