import { describe, expect, test } from "bun:test";
import { NO_INPUT, applyIntent, heldDir, keyToDir, swipeDir, type Intent } from "./input.ts";
import { attachInput } from "./input-dom.ts";

describe("mapping", () => {
  test("arrow keys and WASD (by letter or by key position)", () => {
    expect(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].map((k) => keyToDir(k))).toEqual(["up", "down", "left", "right"]);
    expect(["w", "A", "s", "D"].map((k) => keyToDir(k))).toEqual(["up", "left", "down", "right"]);
    expect(keyToDir("z", "KeyW")).toBe("up");
    expect(keyToDir("Enter")).toBeNull();
  });

  test("a swipe counts from 10 px, along its longer axis", () => {
    expect(swipeDir(9, 0)).toBeNull();
    expect(swipeDir(10, 3)).toBe("right");
    expect(swipeDir(-4, -12)).toBe("up");
    expect(swipeDir(2, 30)).toBe("down");
    expect(swipeDir(-11, 0)).toBe("left");
  });
});

describe("held directions", () => {
  const run = (intents: Intent[], now = 0) => intents.reduce((h, i) => applyIntent(h, i, now), NO_INPUT);

  test("the latest held key wins; releasing it falls back to the one before", () => {
    const h = run([{ type: "press", dir: "up", source: "key" }, { type: "press", dir: "left", source: "key" }]);
    expect(heldDir(h, 0)).toBe("left");
    expect(heldDir(applyIntent(h, { type: "release", dir: "left", source: "key" }, 0), 0)).toBe("up");
    expect(heldDir(applyIntent(h, { type: "clear" }, 0), 0)).toBe("none");
  });

  test("a swipe holds until the finger lifts", () => {
    const h = run([{ type: "press", dir: "down", source: "swipe" }]);
    expect(heldDir(h, 10_000)).toBe("down");
    expect(heldDir(applyIntent(h, { type: "release", dir: null, source: "swipe" }, 0), 0)).toBe("none");
  });

  test("a pad tap holds its direction for 200 ms", () => {
    const h = run([{ type: "tap", dir: "right" }], 1000);
    expect(heldDir(h, 1199)).toBe("right");
    expect(heldDir(h, 1200)).toBe("none");
  });
});

describe("DOM events", () => {
  function fire(target: EventTarget, type: string, props: object) {
    const e = new Event(type, { cancelable: true });
    Object.assign(e, props);
    target.dispatchEvent(e);
    return e;
  }

  test("keys become intents only while the game runs; swipes past 10 px press, lifting releases", () => {
    const keys = new EventTarget();
    const pointer = new EventTarget();
    const got: Intent[] = [];
    let active = false;
    const detach = attachInput({ keys, pointer }, (i) => got.push(i), () => active);
    expect(fire(keys, "keydown", { key: "ArrowUp", code: "ArrowUp" }).defaultPrevented).toBe(false);
    active = true;
    expect(fire(keys, "keydown", { key: "ArrowUp", code: "ArrowUp" }).defaultPrevented).toBe(true);
    expect(fire(keys, "keydown", { key: "d", code: "KeyD", ctrlKey: true }).defaultPrevented).toBe(false);
    fire(keys, "keyup", { key: "ArrowUp", code: "ArrowUp" });
    fire(pointer, "pointerdown", { clientX: 100, clientY: 100 });
    fire(pointer, "pointermove", { clientX: 105, clientY: 100 });
    fire(pointer, "pointermove", { clientX: 112, clientY: 102 });
    fire(pointer, "pointerup", {});
    detach();
    fire(keys, "keydown", { key: "s", code: "KeyS" });
    expect(got).toEqual([
      { type: "press", dir: "up", source: "key" },
      { type: "release", dir: "up", source: "key" },
      { type: "press", dir: "right", source: "swipe" },
      { type: "release", dir: null, source: "swipe" },
    ]);
  });
});
