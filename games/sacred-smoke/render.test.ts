import { expect, test } from "bun:test";
import { CELL_PX } from "./constants.ts";
import type { DrawContext } from "./draw-context.ts";
import { fullBoard, quietGame } from "./fixtures.ts";
import { render } from "./render.ts";

/** A DrawContext that records each call and each style set, in order. */
function recorder(): DrawContext & { log: string[] } {
  const log: string[] = [];
  const target = { log } as Record<string | symbol, unknown>;
  return new Proxy(target, {
    get: (t, key) => (key in t ? t[key] : (...args: unknown[]) => { log.push(`${String(key)}(${args.join(",")})`); }),
    set: (t, key, value) => {
      log.push(`${String(key)}=${value}`);
      t[key] = value;
      return true;
    },
  }) as unknown as DrawContext & { log: string[] };
}

test("every thing on the board is drawn in its own cell, the player last", () => {
  const s = fullBoard();
  const ctx = recorder();
  render(ctx, s);
  const cells = ctx.log.filter((_, i) => ctx.log[i + 1] === `scale(${CELL_PX},${CELL_PX})`);
  const expected = [...s.scandals, ...s.votes, ...s.smokes, ...s.powerUps, ...s.rivals, s.player]
    .map((c) => `translate(${c.x * CELL_PX},${c.y * CELL_PX})`);
  expect(cells).toEqual(expected);
  expect(ctx.log.filter((l) => l === "save()").length).toBe(ctx.log.filter((l) => l === "restore()").length);
});

test("the board is cleared first, and the player is a scarlet cardinal", () => {
  const ctx = recorder();
  render(ctx, quietGame());
  expect(ctx.log.slice(0, 2)).toEqual(["fillStyle=#f8f5ee", "fillRect(0,0,480,480)"]);
  const player = ctx.log.slice(ctx.log.lastIndexOf(`translate(${5 * CELL_PX},${5 * CELL_PX})`));
  expect(player).toContain("fillStyle=#ad1f38");
});

test("each power-up, both smokes and a scandal draw differently", () => {
  const drawn = (patch: Parameters<typeof quietGame>[0]) => {
    const ctx = recorder();
    render(ctx, quietGame(patch));
    return ctx.log.join("\n");
  };
  const at = { x: 1, y: 1 };
  const pictures = [
    drawn({ powerUps: [{ ...at, type: "holy_relic" }] }),
    drawn({ powerUps: [{ ...at, type: "incense_bomb" }] }),
    drawn({ powerUps: [{ ...at, type: "papal_ring" }] }),
    drawn({ smokes: [{ ...at, type: "white" }] }),
    drawn({ smokes: [{ ...at, type: "black" }] }),
    drawn({ scandals: [{ ...at, expiresAtMs: 3000 }] }),
    drawn({ votes: [at] }),
    drawn({ rivals: [{ ...at, dir: "up" }] }),
  ];
  expect(new Set(pictures).size).toBe(pictures.length);
});

test("active power-ups show as halos round the player", () => {
  const plain = recorder();
  render(plain, quietGame());
  const glowing = recorder();
  render(glowing, quietGame({ activePowerUps: { holyRelic: 5000, incenseBomb: 0, papalRing: 5000 } }));
  const halos = (log: string[]) => log.filter((l) => l === "strokeStyle=#d4aa45" || l === "strokeStyle=#c9334a").length;
  expect(halos(glowing.log) - halos(plain.log)).toBe(2);
});
