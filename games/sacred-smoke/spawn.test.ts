import { describe, expect, test } from "bun:test";
import { CAPS, STEP_MS } from "./constants.ts";
import { QUIET, quietGame } from "./fixtures.ts";
import { isEdge, spawnScale } from "./spawn.ts";
import { startGame, type GameState } from "./state.ts";
import { step } from "./step.ts";

/** Steps a game standing still, calling `after` on each state (which may clear the board). */
function hold(s: GameState, ms: number, after: (s: GameState) => GameState = (x) => x): GameState {
  for (let t = 0; t < ms; t += STEP_MS) s = after(step(s, { dir: "none" }, STEP_MS));
  return s;
}
const EVERY_STEP = { vote: 1, smoke: 1, rival: 1, powerUp: 1 };

describe("spawning", () => {
  test("never more than 10 votes, 3 smokes, 3 rivals, 1 power-up", () => {
    const seen = { votes: 0, smokes: 0, rivals: 0, powerUps: 0 };
    hold(quietGame({ config: { clockMs: 60_000, spawnEveryMs: EVERY_STEP } }), 20_000, (s) => {
      for (const k of Object.keys(seen) as (keyof typeof seen)[]) seen[k] = Math.max(seen[k], s[k].length);
      return s;
    });
    expect(seen).toEqual(CAPS);
  });

  test("a vote about every 2 s at first, and more often as time passes", () => {
    let count = 0;
    const clear = (s: GameState) => { count += s.votes.length; return { ...s, votes: [] }; };
    hold(startGame({ spawnEveryMs: { ...QUIET, vote: 2000 } }, 5), 20_000, clear);
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThan(20);
    expect([spawnScale(0), spawnScale(45_000), spawnScale(90_000), spawnScale(500_000)]).toEqual([1, 1.5, 2, 2]);
  });

  test("about 70% of smoke is white", () => {
    let white = 0;
    let all = 0;
    const clear = (s: GameState) => {
      all += s.smokes.length;
      white += s.smokes.filter((m) => m.type === "white").length;
      return { ...s, smokes: [] };
    };
    hold(quietGame({ config: { clockMs: 600_000, spawnEveryMs: { ...QUIET, smoke: 1 } } }), 10_000, clear);
    expect(all).toBe(400);
    expect(white / all).toBeGreaterThan(0.62);
    expect(white / all).toBeLessThan(0.78);
  });

  test("rivals enter from an edge, walking inward, away from the player", () => {
    const s = hold(quietGame({ config: { clockMs: 60_000, spawnEveryMs: { ...QUIET, rival: 1 } } }), STEP_MS);
    const [rival] = s.rivals;
    expect(rival).toBeDefined();
    expect(isEdge(rival!)).toBe(true);
    expect(Math.abs(rival!.x - 5) + Math.abs(rival!.y - 5)).toBeGreaterThanOrEqual(3);
    const inward = { right: rival!.x === 0, left: rival!.x === 9, down: rival!.y === 0, up: rival!.y === 9 };
    expect(inward[rival!.dir as keyof typeof inward]).toBe(true);
  });

  test("no rival comes in while the incense burns", () => {
    const s = quietGame({
      config: { clockMs: 60_000, spawnEveryMs: { ...QUIET, rival: 1 } },
      activePowerUps: { holyRelic: 0, incenseBomb: 5000, papalRing: 0 },
    });
    expect(hold(s, 4975).rivals).toEqual([]);
    expect(hold(s, 5000).rivals).toHaveLength(1);
  });
});
