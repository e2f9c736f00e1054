import { describe, expect, test } from "bun:test";
import type { Hud } from "./hud.ts";
import { mount } from "./index.ts";

function fakeCanvas(): HTMLCanvasElement {
  const ctx = new Proxy({}, { get: () => () => {}, set: () => true });
  return Object.assign(new EventTarget(), { width: 0, height: 0, getContext: () => ctx }) as unknown as HTMLCanvasElement;
}

function key(target: EventTarget, type: "keydown" | "keyup", k: string) {
  target.dispatchEvent(Object.assign(new Event(type, { cancelable: true }), { key: k, code: "" }));
}

function setup(options: { seed?: number; clockMs?: number } = {}) {
  const keys = new EventTarget();
  const huds: Hud[] = [];
  const game = mount(fakeCanvas(), { ...options, keys, onHud: (h) => huds.push(h), loop: { schedule: () => 0, cancel: () => {} } });
  return { game, keys, huds };
}

describe("mount", () => {
  test("waits for start, then the held arrow key moves the cardinal", () => {
    const { game, keys, huds } = setup({ seed: 5 });
    expect(huds.at(-1)).toMatchObject({ started: false, votes: 0, secondsLeft: 90 });
    key(keys, "keydown", "ArrowRight");
    game.tick(100);
    expect(game.state().player.x).toBe(5);
    game.start();
    expect(huds.at(-1)?.started).toBe(true);
    key(keys, "keydown", "ArrowRight");
    game.tick(25);
    expect(game.state().player.x).toBe(6);
    key(keys, "keyup", "ArrowRight");
    game.tick(1000);
    expect(game.state().player.x).toBe(6);
    game.destroy();
  });

  test("a quick key tap, let go before the next step, still moves one cell", () => {
    const { game, keys } = setup({ seed: 5 });
    game.start();
    key(keys, "keydown", "ArrowDown");
    key(keys, "keyup", "ArrowDown");
    game.tick(1000);
    expect(game.state().player).toMatchObject({ x: 5, y: 6 });
    game.destroy();
  });

  test("a pad tap moves one cell", () => {
    const { game } = setup({ seed: 5 });
    game.start();
    game.pad("down");
    game.tick(1000);
    expect(game.state().player).toMatchObject({ x: 5, y: 6 });
    game.destroy();
  });

  test("the same seed gives the same board; a short clock ends in Game Over", () => {
    const a = setup({ seed: 9, clockMs: 2000 });
    const b = setup({ seed: 9, clockMs: 2000 });
    a.game.start();
    b.game.start();
    expect(a.game.state()).toEqual(b.game.state());
    for (let i = 0; i < 20; i++) a.game.tick(150); // the loop honours at most 250 ms per frame
    expect(a.huds.at(-1)).toMatchObject({ over: true, won: false, secondsLeft: 0 });
    a.game.destroy();
    b.game.destroy();
  });

  test("destroy stops listening to keys", () => {
    const { game, keys } = setup({ seed: 1 });
    game.start();
    game.destroy();
    key(keys, "keydown", "ArrowLeft");
    game.tick(25);
    expect(game.state().player.x).toBe(5);
  });
});

test("P pauses and resumes the mounted game; nothing moves while paused", () => {
  const { game, keys, huds } = setup({ seed: 5 });
  game.start();
  key(keys, "keydown", "p");
  expect(huds.at(-1)?.paused).toBe(true);
  const before = game.state();
  key(keys, "keydown", "ArrowRight");
  game.tick(1000);
  expect(game.state().player).toEqual(before.player);
  expect(game.state().timeLeftMs).toBe(before.timeLeftMs);
  key(keys, "keyup", "ArrowRight");
  key(keys, "keydown", "P");
  expect(huds.at(-1)?.paused).toBe(false);
  game.togglePause();
  expect(game.state().paused).toBe(true);
  game.destroy();
});
