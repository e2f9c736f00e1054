/**
 * A fixed-step game loop (Nystrom, "Game Programming Patterns", Game Loop):
 * real time accumulates and the rules advance in equal steps, so they behave
 * the same at 30, 60 or 144 frames per second. The clock and the frame
 * scheduler are injected so tests can drive the loop by hand.
 */
export interface LoopOptions {
  stepMs: number;
  update: (dtMs: number) => void;
  render: (alpha: number) => void;
  now?: () => number;
  schedule?: (callback: () => void) => number;
  cancel?: (handle: number) => void;
  /** Longest real gap honoured after a stall (a hidden tab), so the game never fast-forwards. */
  maxFrameMs?: number;
}

export interface Loop {
  start(): void;
  stop(): void;
  /** Advances by `elapsedMs` of real time; used by the scheduler and by tests. */
  tick(elapsedMs: number): void;
}

export function createLoop(options: LoopOptions): Loop {
  const now = options.now ?? (() => performance.now());
  const schedule = options.schedule ?? ((cb) => requestAnimationFrame(cb));
  const cancel = options.cancel ?? ((h) => cancelAnimationFrame(h));
  const maxFrameMs = options.maxFrameMs ?? 250;
  let accumulator = 0;
  let last = 0;
  let handle: number | null = null;

  function tick(elapsedMs: number): void {
    accumulator += Math.min(elapsedMs, maxFrameMs);
    while (accumulator >= options.stepMs) {
      options.update(options.stepMs);
      accumulator -= options.stepMs;
    }
    options.render(accumulator / options.stepMs);
  }

  function frame(): void {
    const t = now();
    tick(t - last);
    last = t;
    handle = schedule(frame);
  }

  return {
    start() {
      if (handle !== null) return;
      last = now();
      handle = schedule(frame);
    },
    stop() {
      if (handle !== null) cancel(handle);
      handle = null;
    },
    tick,
  };
}
