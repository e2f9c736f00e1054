import { describe, expect, test } from "bun:test";
import { RecordingContext } from "./recording-context.ts";
import { render, PAPAM_TEXT, WARNING_TEXT } from "./render.ts";
import { HEIGHT, ROOF, WIDTH, createState, framesOf, type GameState } from "./state.ts";
import { SMOKE_WHITE } from "./art-chapel.ts";
import { OUTLINE } from "./art-gull.ts";
import { bird, withBirds } from "./test-helpers.ts";

function draw(state: GameState): RecordingContext {
  const ctx = new RecordingContext();
  render(ctx, state);
  expect(ctx.depth).toBe(0); // every save has its restore
  return ctx;
}

const fullScreen = (ctx: RecordingContext, color: string) =>
  ctx.ops("fillRect").some((c) => c.fillStyle === color && c.args.join() === `0,0,${WIDTH},${HEIGHT}`);

describe("render", () => {
  test("the menu shows the chapel and resting gulls, no text", () => {
    const ctx = draw(createState({}, 1));
    expect(ctx.ops("fill").length).toBeGreaterThan(20);
    expect(ctx.ops("translate").length).toBe(3 + 1); // three gulls, one flipped
    expect(ctx.texts()).toEqual([]);
  });

  test("each bird is drawn at its box, flipped when flying left", () => {
    const state = withBirds([
      bird({ x: 200, y: 150, state: "flying-in", direction: "right" }),
      bird({ id: 2, x: 400, y: 250, direction: "left" }),
    ]);
    const moves = draw(state).ops("translate").map((c) => c.args);
    expect(moves).toEqual([[200, 150], [400, 250], [48, 0]]);
  });

  test("the two wing frames differ", () => {
    const frame = (frameIndex: 0 | 1) =>
      JSON.stringify(draw(withBirds([bird({ state: "flying-in", frameIndex })])).calls);
    expect(frame(0)).not.toEqual(frame(1));
  });

  test("level-complete is black with 'Level N Complete!', white after the last level", () => {
    const done = { ...withBirds([]), phase: "level-complete" as const, level: 1 };
    const black = draw(done);
    expect(fullScreen(black, "#000000")).toBe(true);
    expect(black.texts()).toContain("Level 2 Complete!");
    const white = draw({ ...done, level: 3 });
    expect(fullScreen(white, "#ffffff")).toBe(true);
    expect(white.texts()).toContain("Level 4 Complete!");
  });

  test("the white-smoke warning shows only when flagged", () => {
    expect(draw(withBirds([])).texts()).not.toContain(WARNING_TEXT);
    expect(draw({ ...withBirds([]), smokeWarning: true }).texts()).toContain(WARNING_TEXT);
  });

  test("'Habemus Papam!' appears with the smoke after one second", () => {
    const papam = { ...withBirds([]), phase: "habemus-papam" as const, phaseFrame: 0 };
    expect(draw(papam).texts()).toEqual([]);
    expect(draw({ ...papam, phaseFrame: framesOf(1000) }).texts()).toEqual([PAPAM_TEXT]);
  });

  test("touch players get a yellow aiming circle, mouse players a red one", () => {
    const aimed = (isTouch: boolean) => ({ ...withBirds([], { isTouch }), aim: { x: 300, y: 200 } });
    const strokes = (s: GameState) => draw(s).ops("stroke").map((c) => c.strokeStyle);
    expect(strokes(aimed(true))).toContain("#facc15");
    expect(strokes(aimed(false))).not.toContain("#facc15");
  });

  test("a poofing bird fades out", () => {
    const s = withBirds([bird({ isShot: true, showPoof: true, poofStart: 0 })]);
    const alphas = (frame: number) => draw({ ...s, frame }).ops("fill").map((c) => c.globalAlpha);
    expect(Math.min(...alphas(5))).toBeGreaterThan(Math.min(...alphas(12)));
  });
});

test("during the white-smoke warning the smoke is drawn behind the gulls, and each gull has a dark outline", () => {
  const ctx = draw({ ...withBirds([bird({ x: ROOF.chimneyX - 24, y: 150, state: "flying-in" })]), smokeWarning: true });
  const calls = ctx.calls;
  const firstGull = calls.findIndex((c) => c.op === "translate");
  const lastSmoke = calls.findLastIndex((c) => c.op === "fill" && c.fillStyle === SMOKE_WHITE);
  expect(lastSmoke).toBeGreaterThan(-1);
  expect(lastSmoke).toBeLessThan(firstGull);
  expect(calls.slice(firstGull).some((c) => c.op === "stroke" && c.strokeStyle === OUTLINE)).toBe(true);
});

test("the canvas draws the words the host passes, so a page in another language gets its own", () => {
  const texts = { warning: "W", papam: "P", levelComplete: (level: number) => `L${level + 1}`, whiteSmokeRises: "white", blackSmoke: "black" };
  const drawWith = (state: GameState) => {
    const ctx = new RecordingContext();
    render(ctx, state, texts);
    return ctx.texts();
  };
  expect(drawWith({ ...withBirds([]), smokeWarning: true })).toContain("W");
  expect(drawWith({ ...withBirds([]), phase: "level-complete", level: 1 })).toEqual(["L2", "black"]);
  expect(drawWith({ ...withBirds([]), phase: "level-complete", level: 3 })).toEqual(["L4", "white"]);
  expect(drawWith({ ...withBirds([]), phase: "habemus-papam", phaseFrame: framesOf(1000) })).toEqual(["P"]);
});
