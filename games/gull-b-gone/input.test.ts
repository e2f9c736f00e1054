import { describe, expect, test } from "bun:test";
import { isTap, toClient, toLogical } from "./input.ts";

describe("input mapping", () => {
  test("a canvas shown at 400x300 maps back to 800x600", () => {
    const box = { left: 10, top: 20, width: 400, height: 300 };
    expect(toLogical(10, 20, box)).toEqual({ x: 0, y: 0 });
    expect(toLogical(210, 170, box)).toEqual({ x: 400, y: 300 });
    expect(toLogical(410, 320, box)).toEqual({ x: 800, y: 600 });
  });

  test("a letterboxed full-screen canvas ignores the bars", () => {
    // 1600x900 screen: the 4:3 drawing is 1200x900, centred with 200 px bars.
    const box = { left: 0, top: 0, width: 1600, height: 900 };
    expect(toLogical(200, 0, box)).toEqual({ x: 0, y: 0 });
    expect(toLogical(800, 450, box)).toEqual({ x: 400, y: 300 });
  });

  test("toClient is the inverse of toLogical", () => {
    const box = { left: 33, top: 120, width: 375, height: 281.25 };
    const p = toClient({ x: 124, y: 310 }, box);
    const back = toLogical(p.x, p.y, box);
    expect(back.x).toBeCloseTo(124, 9);
    expect(back.y).toBeCloseTo(310, 9);
  });

  test("a short still touch is a tap; a drag or a long press is not", () => {
    const start = { x: 100, y: 100, time: 0 };
    expect(isTap(start, 105, 104, 150)).toBe(true);
    expect(isTap(start, 130, 100, 150)).toBe(false);
    expect(isTap(start, 100, 100, 900)).toBe(false);
  });
});

test("a canvas turned a quarter clockwise on an upright phone maps the screen back to the game's corners", () => {
  // 390x844 screen: the turned 800x600 drawing is 600x800 in shape, 390 wide, so 520 tall, centred.
  const box = { left: 0, top: 0, width: 390, height: 844 };
  const top = (844 - 520) / 2;
  const near = (p: { x: number; y: number }, x: number, y: number) => {
    expect(p.x).toBeCloseTo(x, 6);
    expect(p.y).toBeCloseTo(y, 6);
  };
  near(toLogical(390, top, box, true), 0, 0); // the game's top-left sits at the screen's top-right
  near(toLogical(0, top, box, true), 0, 600);
  near(toLogical(390, top + 520, box, true), 800, 0);
  near(toLogical(195, 422, box, true), 400, 300);
  for (const p of [{ x: 0, y: 0 }, { x: 123, y: 456 }, { x: 800, y: 600 }]) {
    const c = toClient(p, box, true);
    near(toLogical(c.x, c.y, box, true), p.x, p.y);
  }
});
