import { describe, expect, test } from "bun:test";
import { flyingIn } from "./birds.ts";
import { step } from "./step.ts";
import {
  LEVELS,
  LEVEL_FRAMES,
  POOF_FRAMES,
  createState,
  framesOf,
  levelSpec,
  papamSmokeVisible,
  timeLeftSeconds,
  elapsedSeconds,
  type GameState,
} from "./state.ts";
import { bird, playing, run, runUntil, withBirds } from "./test-helpers.ts";

/** Shoots every live bird each step, so a level can be survived. */
function sweep(state: GameState): GameState {
  const shots = state.birds
    .filter((b) => !b.isShot)
    .map((b) => ({ type: "shoot" as const, x: b.x + 24, y: b.y + 20 }));
  return step(state, shots);
}

function surviveLevel(state: GameState): GameState {
  let s = state;
  while (s.phase === "playing") s = sweep(s);
  return s;
}

describe("level table", () => {
  test("four levels of two minutes, with their speeds, spawn limits and targets", () => {
    expect(LEVELS.map((l) => l.spawnRate)).toEqual([100, 70, 40, 20]);
    expect(LEVELS.map((l) => l.maxBirds)).toEqual([70, 60, 50, 40]);
    expect(LEVELS.map((l) => l.speed)).toEqual([1, 1.5, 2, 2.5]);
    expect(LEVELS.map((l) => l.spawnMax)).toEqual([1, 2, 3, 4]);
    expect(LEVEL_FRAMES).toBe(120 * 60);
  });

  test("each spawn brings one bird, the first after the level's spawn rate", () => {
    const first = runUntil(playing(3), (x) => x.birds.length > 0);
    expect(first.levelFrame).toBe(100);
    expect(first.birds).toHaveLength(1);
    const level4 = runUntil(playing(3, { startLevel: 3 }), (x) => x.birds.length > 0);
    expect(level4.levelFrame).toBe(20);
    expect(level4.birds).toHaveLength(1);
    expect(run(level4, 20).birds).toHaveLength(2);
  });
});

describe("spawning: one bird at a time, at most the spawn maximum flying in", () => {
  const incoming = (id: number) => bird({ id, state: "flying-in", speedX: 0.001, targetX: 500 });
  /** Level 2 (spawn maximum 2, every 70 steps), one step before a spawn is due. */
  const level2 = (birds: ReturnType<typeof bird>[]) =>
    ({ ...withBirds(birds, { startLevel: 1 }), spawnTimer: 69, nextBirdId: 10 });

  test("below the maximum the spawn comes on time", () => {
    const s = step(level2([incoming(1)]));
    expect(s.birds.map((b) => b.id)).toEqual([1, 10]);
    expect(s.spawnTimer).toBe(0);
  });

  test("a full sky holds the spawn, and a shot frees a place at once", () => {
    const held = run(level2([incoming(1), incoming(2)]), 30);
    expect(held.birds).toHaveLength(2);
    expect(held.spawnTimer).toBe(70);
    const shot = step(held, [{ type: "shoot", x: 124, y: 120 }]);
    expect(shot.score).toBe(15);
    expect(shot.birds.map((b) => b.id)).toEqual([1, 2, 10]);
    expect(shot.spawnTimer).toBe(0);
  });

  test("landing and perched birds do not count as flying in", () => {
    const landing = bird({ id: 1, state: "landing", speedY: 0.001, targetY: 300 });
    const s = step(level2([incoming(2), landing, bird({ id: 3 })]));
    expect(s.birds).toHaveLength(4);
  });

  test("in every level, unattended, no more than the maximum fly in and spawns keep the interval", () => {
    LEVELS.forEach((level, index) => {
      let s = playing(21, { startLevel: index });
      let lastSpawn = 0;
      let spawns = 0;
      while (s.phase === "playing") {
        const before = s.nextBirdId;
        s = step(s);
        if (s.nextBirdId === before) continue;
        expect(s.nextBirdId - before).toBe(1);
        expect(s.levelFrame - lastSpawn).toBeGreaterThanOrEqual(level.spawnRate);
        lastSpawn = s.levelFrame;
        spawns += 1;
        expect(flyingIn(s.birds)).toBeLessThanOrEqual(level.spawnMax);
      }
      expect(spawns).toBeGreaterThan(10);
    });
  });
});

describe("phases", () => {
  test("menu waits; start plays level index 0 with a full clock", () => {
    const menu = createState({}, 1);
    expect(run(menu, 50).phase).toBe("menu");
    const s = step(menu, [{ type: "start" }]);
    expect(s.phase).toBe("playing");
    expect(s.level).toBe(0);
    expect(timeLeftSeconds(s)).toBe(120);
  });

  test("the same seed replays the same game", () => {
    expect(run(playing(42), 600)).toEqual(run(playing(42), 600));
    expect(run(playing(42), 600).birds).not.toEqual(run(playing(43), 600).birds);
  });

  test("time running out gives level-complete, then the next level after 4 s", () => {
    const end = surviveLevel(playing(5));
    expect(end.phase).toBe("level-complete");
    expect(end.levelFrame).toBe(LEVEL_FRAMES);
    expect(end.score).toBeGreaterThan(0);
    expect(end.birds).toHaveLength(0);
    expect(run(end, framesOf(4000) - 1).phase).toBe("level-complete");
    const next = run(end, framesOf(4000));
    expect(next.phase).toBe("playing");
    expect(next.level).toBe(1);
    expect(timeLeftSeconds(next)).toBe(120);
    expect(next.score).toBe(end.score);
  });

  test("after the fourth level: 4 s level-complete, habemus-papam with smoke at 1 s, win at 6 s", () => {
    const last = { ...withBirds([], { startLevel: 3 }), levelFrame: LEVEL_FRAMES - 1 };
    const complete = step(last);
    expect(complete.phase).toBe("level-complete");
    const papam = run(complete, framesOf(4000));
    expect(papam.phase).toBe("habemus-papam");
    expect(papamSmokeVisible(run(papam, framesOf(1000) - 1))).toBe(false);
    expect(papamSmokeVisible(run(papam, framesOf(1000)))).toBe(true);
    expect(run(papam, framesOf(6000) - 1).phase).toBe("habemus-papam");
    expect(run(papam, framesOf(6000)).phase).toBe("game-over-win");
  });

  test("the bird count reaching the level's maximum loses at once", () => {
    const birds = Array.from({ length: 69 }, (_, i) => bird({ id: i + 1 }));
    const s = { ...withBirds(birds), spawnTimer: 98 };
    expect(step(s).phase).toBe("playing");
    const lost = run(s, 2);
    expect(lost.birdCount).toBe(70);
    expect(lost.phase).toBe("game-over-lose");
  });

  test("an unattended game is lost the moment the roof holds the level's maximum", () => {
    const lost = runUntil(playing(9), (s) => s.phase !== "playing" && s.phase !== "level-complete");
    expect(lost.phase).toBe("game-over-lose");
    expect(lost.birdCount).toBe(levelSpec(lost.level).maxBirds);
    expect(lost.levelFrame).toBeLessThan(LEVEL_FRAMES);
  });

  test("restart from game over resets score and level; menu returns to menu", () => {
    const over = { ...withBirds([]), phase: "game-over-lose" as const, score: 90, level: 2 };
    const again = step(over, [{ type: "restart" }]);
    expect([again.phase, again.score, again.level]).toEqual(["playing", 0, 0]);
    expect(step(over, [{ type: "shoot", x: 1, y: 1 }]).phase).toBe("playing");
    expect(step(over, [{ type: "menu" }]).phase).toBe("menu");
  });

  test("the white-smoke warning covers the last 30 s only", () => {
    const s = withBirds([]);
    expect(step({ ...s, levelFrame: LEVEL_FRAMES - framesOf(30_000) - 2 }).smokeWarning).toBe(false);
    expect(step({ ...s, levelFrame: LEVEL_FRAMES - framesOf(30_000) - 1 }).smokeWarning).toBe(true);
  });

  test("elapsed time counts playing steps", () => {
    expect(elapsedSeconds(run(playing(), 600))).toBe(10);
  });
});

describe("shooting", () => {
  test("a bird in flight is worth 15, a perched one 10", () => {
    const flying = withBirds([bird({ state: "flying-in", speedX: 0.001, targetX: 500 })]);
    expect(step(flying, [{ type: "shoot", x: 124, y: 120 }]).score).toBe(15);
    const landing = withBirds([bird({ state: "landing", speedY: 0.001, targetY: 300 })]);
    expect(step(landing, [{ type: "shoot", x: 124, y: 120 }]).score).toBe(15);
    const perched = withBirds([bird()]);
    expect(step(perched, [{ type: "shoot", x: 124, y: 120 }]).score).toBe(10);
  });

  test("the box is padded by 25 on each side, and no more", () => {
    const s = withBirds([bird()]); // box 100..148 x 100..140
    const hits = (x: number, y: number) => step(s, [{ type: "shoot", x, y }]).score > 0;
    expect([hits(75, 75), hits(173, 165), hits(75, 165), hits(173, 75)]).toEqual([true, true, true, true]);
    expect([hits(74, 120), hits(174, 120), hits(124, 74), hits(124, 166)]).toEqual([false, false, false, false]);
  });

  test("touch widens the box by 5 px, by 10 px on phones", () => {
    const at = (config: object, x: number) =>
      step(withBirds([bird()], config), [{ type: "shoot", x, y: 120 }]).score > 0;
    expect(at({}, 70)).toBe(false);
    expect(at({ isTouch: true }, 70)).toBe(true);
    expect(at({ isTouch: true }, 69)).toBe(false);
    expect(at({ isTouch: true, isMobile: true }, 65)).toBe(true);
    expect(at({ isTouch: true, isMobile: true }, 64)).toBe(false);
  });

  test("one shot hits one bird, the nearest of overlapping ones", () => {
    const s = withBirds([bird({ id: 1, x: 100 }), bird({ id: 2, x: 130 })]);
    const shot = step(s, [{ type: "shoot", x: 160, y: 120 }]);
    expect(shot.score).toBe(10);
    expect(shot.birds.map((b) => b.isShot)).toEqual([false, true]);
    expect(shot.birdCount).toBe(1);
  });

  test("a shot bird poofs for 250 ms, cannot be hit again, then is removed", () => {
    const shot = step(withBirds([bird()]), [{ type: "shoot", x: 124, y: 120 }]);
    expect(shot.birds[0]?.showPoof).toBe(true);
    expect(step(shot, [{ type: "shoot", x: 124, y: 120 }]).score).toBe(10);
    expect(run(shot, POOF_FRAMES - 1).birds).toHaveLength(1);
    expect(run(shot, POOF_FRAMES).birds).toHaveLength(0);
  });

  test("the shot flash lasts 300 ms, 500 ms on phones", () => {
    const flash = (config: object) =>
      step(withBirds([], config), [{ type: "shoot", x: 10, y: 10 }]).flash?.framesLeft;
    expect(flash({})).toBe(framesOf(300) - 1);
    expect(flash({ isMobile: true })).toBe(framesOf(500) - 1);
    const s = step(withBirds([]), [{ type: "shoot", x: 10, y: 10 }]);
    expect(run(s, framesOf(300) - 1).flash).toBeNull();
  });
});

describe("flight", () => {
  test("a bird goes flying-in, landing, perched on the roof", () => {
    const s = runUntil(playing(11), (x) => x.birds.length > 0);
    const id = s.birds[0]?.id;
    const seen = new Set<string>();
    let t = s;
    for (let i = 0; i < 2000; i++) {
      t = step(t);
      const b = t.birds.find((x) => x.id === id);
      if (b) seen.add(b.state);
    }
    expect([...seen]).toEqual(["flying-in", "landing", "perched"]);
    const perched = t.birds.find((x) => x.id === id);
    expect(perched?.y).toBe(perched?.targetY);
  });
});

describe("pause", () => {
  test("a paused game stands still: no time, no birds moving or arriving, shots ignored; resuming carries on", () => {
    const going = run(playing(3), 400);
    const paused = step(going, [{ type: "toggle-pause" }]);
    expect(paused.paused).toBe(true);
    const later = run(paused, 600, [{ type: "shoot", x: 400, y: 300 }]);
    expect(later.levelFrame).toBe(going.levelFrame);
    expect(later.birds).toEqual(going.birds);
    expect(later.frame).toBe(going.frame);
    expect(later.score).toBe(going.score);
    expect(timeLeftSeconds(later)).toBe(timeLeftSeconds(going));
    const resumed = run(later, 10, [{ type: "toggle-pause" }]);
    expect(resumed.paused).toBe(false);
    expect(resumed.levelFrame).toBe(going.levelFrame + 10);
  });

  test("only a game in play can be paused; the hidden tab's pause and resume are safe at any time", () => {
    expect(step(createState({}, 1), [{ type: "pause" }]).paused).toBe(false);
    const p = step(playing(), [{ type: "pause" }]);
    expect(step(p, [{ type: "pause" }]).paused).toBe(true);
    expect(step(p, [{ type: "resume" }]).paused).toBe(false);
    expect(step(p, [{ type: "restart" }]).paused).toBe(false);
  });
});
