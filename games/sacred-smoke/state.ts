import { Rng, seedRng, type RngState } from "../kit/rng.ts";
import { GRID, SPAWN_EVERY_MS, type SpawnEveryMs } from "./constants.ts";
import { DEFAULT_CLOCK_MS } from "./clock.ts";
import { randomFreeCell } from "./grid.ts";

export type Dir = "up" | "down" | "left" | "right" | "none";
export type Move = Exclude<Dir, "none">;
export type SmokeType = "white" | "black";
export type PowerUpType = "holy_relic" | "incense_bomb" | "papal_ring";

export interface Cell { x: number; y: number }
export interface Player extends Cell { dir: Dir; cooldownMs: number }
export interface Rival extends Cell { dir: Dir }
export interface Smoke extends Cell { type: SmokeType }
export interface PowerUp extends Cell { type: PowerUpType }
export interface Scandal extends Cell { expiresAtMs: number }
/** Milliseconds left for each power-up; 0 means inactive. */
export interface ActivePowerUps { holyRelic: number; incenseBomb: number; papalRing: number }

export interface GameConfig {
  /** The conclave clock: the game is lost when it reaches 0 below 30 votes. */
  clockMs: number;
  /** Mean spawn intervals; tests pass Infinity to keep a board quiet. */
  spawnEveryMs: SpawnEveryMs;
}

export interface GameState {
  config: GameConfig;
  rng: RngState;
  elapsedMs: number;
  timeLeftMs: number;
  player: Player;
  votes: Cell[];
  totalVotes: number;
  rivals: Rival[];
  rivalCooldownMs: number;
  smokes: Smoke[];
  powerUps: PowerUp[];
  scandals: Scandal[];
  activePowerUps: ActivePowerUps;
  gameStarted: boolean;
  gameOver: boolean;
  gameWon: boolean;
  /** Held by the player (P, the Pause button) or by a hidden tab: the clock and the board stand still. */
  paused: boolean;
}

/** What the player holds during one step, as data. */
export interface StepInput { dir: Dir }

/** A fresh board: player at the centre, one vote placed, score zero, not yet started. */
export function createState(config: Partial<GameConfig> = {}, seed = 1): GameState {
  const full: GameConfig = {
    clockMs: config.clockMs ?? DEFAULT_CLOCK_MS,
    spawnEveryMs: { ...SPAWN_EVERY_MS, ...config.spawnEveryMs },
  };
  const centre = Math.floor(GRID / 2);
  const state: GameState = {
    config: full,
    rng: seedRng(seed),
    elapsedMs: 0,
    timeLeftMs: full.clockMs,
    player: { x: centre, y: centre, dir: "none", cooldownMs: 0 },
    votes: [],
    totalVotes: 0,
    rivals: [],
    rivalCooldownMs: 0,
    smokes: [],
    powerUps: [],
    scandals: [],
    activePowerUps: { holyRelic: 0, incenseBomb: 0, papalRing: 0 },
    gameStarted: false,
    gameOver: false,
    gameWon: false,
    paused: false,
  };
  const rng = new Rng(state.rng);
  const first = randomFreeCell(state, rng);
  return { ...state, votes: first ? [first] : [], rng: rng.state };
}

/** Start Game / Play Again: a fresh board that is running. */
export function startGame(config: Partial<GameConfig>, seed: number): GameState {
  return { ...createState(config, seed), gameStarted: true };
}

/** Only a game in play can be paused; resuming is always allowed. */
export function withPause(state: GameState, paused: boolean): GameState {
  if (paused && (!state.gameStarted || state.gameOver)) return state;
  return state.paused === paused ? state : { ...state, paused };
}
