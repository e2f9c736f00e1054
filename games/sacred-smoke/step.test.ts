import { describe, expect, test } from "bun:test";
import { STEP_MS, WIN_VOTES } from "./constants.ts";
import { quietGame } from "./fixtures.ts";
import { createState, startGame, withPause, type Dir, type GameState } from "./state.ts";
import { step } from "./step.ts";

function run(s: GameState, dir: Dir, ms: number): GameState {
  for (let t = 0; t < ms; t += STEP_MS) s = step(s, { dir }, STEP_MS);
  return s;
}

describe("start", () => {
  test("a fresh board: centre, one vote, zero, not started; a stopped game does not step", () => {
    const s = createState({}, 42);
    expect(s.player).toMatchObject({ x: 5, y: 5 });
    expect(s.votes).toHaveLength(1);
    expect(s.totalVotes).toBe(0);
    expect(s.gameStarted).toBe(false);
    expect(step(s, { dir: "right" }, STEP_MS)).toBe(s);
  });

  test("the same seed and inputs replay the same game, and step mutates nothing", () => {
    const s = startGame({}, 99);
    const frozen = JSON.stringify(s);
    const a = run(s, "left", 20_000);
    expect(JSON.stringify(s)).toBe(frozen);
    expect(run(s, "left", 20_000)).toEqual(a);
    expect(a.rng).not.toBe(s.rng);
  });
});

describe("player movement", () => {
  test("a press moves at once, a hold repeats after 225 ms then every 150 ms", () => {
    let s = step(quietGame(), { dir: "right" }, STEP_MS);
    expect(s.player.x).toBe(6);
    s = run(s, "right", 200);
    expect(s.player.x).toBe(6);
    s = run(s, "right", 25);
    expect(s.player.x).toBe(7);
    s = run(s, "right", 150);
    expect(s.player.x).toBe(8);
  });

  test("release stops; walls and scandals block", () => {
    let s = run(quietGame(), "none", 1000);
    expect(s.player).toMatchObject({ x: 5, y: 5 });
    s = run(s, "up", 3000);
    expect(s.player.y).toBe(0);
    s = quietGame({ scandals: [{ x: 4, y: 5, expiresAtMs: 3000 }] });
    expect(run(s, "left", 500).player.x).toBe(5);
  });
});

describe("end of the game", () => {
  test("a relic's double vote or white smoke at 29 ends on 30 votes, never more", () => {
    const relic = step(quietGame({ totalVotes: WIN_VOTES - 1, votes: [{ x: 6, y: 5 }], activePowerUps: { holyRelic: 5000, incenseBomb: 0, papalRing: 0 } }), { dir: "right" }, STEP_MS);
    expect(relic).toMatchObject({ totalVotes: WIN_VOTES, gameWon: true });
    const smoke = step(quietGame({ totalVotes: WIN_VOTES - 1, smokes: [{ x: 6, y: 5, type: "white" }] }), { dir: "right" }, STEP_MS);
    expect(smoke).toMatchObject({ totalVotes: WIN_VOTES, gameWon: true });
  });

  test("reaching 30 votes sets won and over, and nothing moves after", () => {
    const s = step(quietGame({ totalVotes: WIN_VOTES - 1, votes: [{ x: 6, y: 5 }] }), { dir: "right" }, STEP_MS);
    expect(s).toMatchObject({ totalVotes: 30, gameWon: true, gameOver: true });
    expect(step(s, { dir: "right" }, STEP_MS)).toBe(s);
  });

  test("the conclave clock running out below 30 ends the game without a win", () => {
    let s = quietGame({ totalVotes: 29, timeLeftMs: 1000 });
    s = run(s, "none", 975);
    expect(s.gameOver).toBe(false);
    s = step(s, { dir: "none" }, STEP_MS);
    expect(s).toMatchObject({ gameOver: true, gameWon: false, totalVotes: 29, timeLeftMs: 0 });
  });

  test("a win on the clock's last step still counts", () => {
    const s = quietGame({ totalVotes: 29, timeLeftMs: STEP_MS, votes: [{ x: 5, y: 6 }] });
    expect(step(s, { dir: "down" }, STEP_MS)).toMatchObject({ gameOver: true, gameWon: true });
  });

  test("the default clock is 90 s and a player who never moves loses", () => {
    const s = run(startGame({}, 3), "none", 95_000);
    expect(s.elapsedMs).toBe(90_000);
    expect(s).toMatchObject({ gameOver: true, gameWon: false });
  });
});

describe("pause", () => {
  test("a paused game stands still, clock included; only a game in play can be paused", () => {
    const going = quietGame({ votes: [{ x: 6, y: 5 }] });
    const paused = withPause(going, true);
    expect(step(paused, { dir: "right" }, 1000)).toBe(paused);
    const resumed = step(withPause(paused, false), { dir: "right" }, STEP_MS);
    expect(resumed.player.x).toBe(6);
    expect(resumed.timeLeftMs).toBe(going.timeLeftMs - STEP_MS);
    expect(withPause(createState({}, 1), true).paused).toBe(false);
    expect(withPause({ ...going, gameOver: true }, true).paused).toBe(false);
  });
});
