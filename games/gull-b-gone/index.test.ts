import { describe, expect, test } from "bun:test";
import { mount, type Hud } from "./index.ts";
import { RecordingContext } from "./recording-context.ts";

/** Just enough of a canvas element for mount(), with listeners we can fire. */
function fakeCanvas() {
  const listeners = new Map<string, (e: unknown) => void>();
  const ctx = new RecordingContext();
  const canvas = {
    width: 0,
    height: 0,
    style: {} as Record<string, string>,
    getContext: () => ctx,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 300 }),
    addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, ctx, listeners };
}

function manualLoop() {
  let frame: (() => void) | null = null;
  let now = 0;
  return {
    loop: {
      now: () => now,
      schedule: (cb: () => void) => ((frame = cb), 1),
      cancel: () => void (frame = null),
    },
    advance(ms: number) {
      now += ms;
      frame?.();
    },
    get running() {
      return frame !== null;
    },
  };
}

describe("mount", () => {
  test("reports HUD changes, starts, shoots through the canvas and stops on destroy", () => {
    const { canvas, ctx, listeners } = fakeCanvas();
    const clock = manualLoop();
    const huds: Hud[] = [];
    const game = mount(canvas, { seed: 5, loop: clock.loop, onHud: (h) => huds.push(h) });
    expect(huds.at(-1)).toMatchObject({ phase: "menu", score: 0, level: 1, timeLeft: 120, maxBirds: 70 });
    expect(canvas.width).toBe(800);

    game.start();
    clock.advance(20);
    expect(huds.at(-1)?.phase).toBe("playing");
    for (let i = 0; i < 120; i++) clock.advance(1000 / 60);
    const b = game.getState().birds[0];
    if (!b) throw new Error("expected a bird by now");
    const at = game.toClient({ x: b.x + 24, y: b.y + 20 });
    listeners.get("pointerdown")?.({ pointerType: "mouse", button: 0, clientX: at.x, clientY: at.y });
    clock.advance(1000 / 60);
    expect(huds.at(-1)?.score).toBe(15);
    expect(ctx.calls.length).toBeGreaterThan(0);

    game.destroy();
    expect(clock.running).toBe(false);
    expect(listeners.size).toBe(0);
  });
});
