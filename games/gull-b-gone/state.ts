/**
 * Gull-B-Gone: the game's data and every number its rules give (levels,
 * speeds, spawn limits, scores, reach). Time is counted in fixed steps of
 * 1/60 s because the spawn rates are given in frames; durations given in
 * milliseconds are converted once, here.
 */
import { seedRng, type RngState } from "../kit/rng.ts";

export const WIDTH = 800;
export const HEIGHT = 600;
export const FPS = 60;
export const STEP_MS = 1000 / FPS;

/** Whole steps in a duration, so timers compare integers and never drift. */
export const framesOf = (ms: number): number => Math.round(ms / STEP_MS);

export const BIRD_W = 48;
export const BIRD_H = 40;
export const HIT_PADDING = 25;
export const POINTS_FLYING = 15;
export const POINTS_PERCHED = 10;
export const POOF_FRAMES = framesOf(250);
export const LEVEL_FRAMES = framesOf(120_000);
export const WARNING_FRAMES = framesOf(30_000);
export const LEVEL_COMPLETE_FRAMES = framesOf(4_000);
export const PAPAM_SMOKE_FRAMES = framesOf(1_000);
export const PAPAM_FRAMES = framesOf(6_000);
/** Wings change every few steps; two frames make the flap. */
export const WING_FRAMES = 8;

export interface LevelSpec {
  /** Steps between two spawns; each spawn brings one bird. */
  spawnRate: number;
  /** Birds on screen at which the player loses. */
  maxBirds: number;
  speed: number;
  /**
   * The levels' "spawn maximum 1 to 4" is the most birds flying in at
   * once: while this many are on their way in, the next spawn waits. (Read
   * as birds per spawn, level 4 brought about 7.5 birds a second and could
   * not be won; see balance.test.ts.)
   */
  spawnMax: number;
}

export const LEVELS: readonly LevelSpec[] = [
  { spawnRate: 100, maxBirds: 70, speed: 1, spawnMax: 1 },
  { spawnRate: 70, maxBirds: 60, speed: 1.5, spawnMax: 2 },
  { spawnRate: 40, maxBirds: 50, speed: 2, spawnMax: 3 },
  { spawnRate: 20, maxBirds: 40, speed: 2.5, spawnMax: 4 },
];

/** Where the Sistine Chapel's roof starts and ends; birds perch on its ridge. */
export const ROOF = { left: 40, right: 760, ridgeY: 330, chimneyX: 560 } as const;

export type Phase =
  | "menu"
  | "playing"
  | "level-complete"
  | "habemus-papam"
  | "game-over-win"
  | "game-over-lose";

export type BirdState = "flying-in" | "landing" | "perched";

export interface Bird {
  id: number;
  /** Top-left corner of the 48x40 box. */
  x: number;
  y: number;
  targetX: number;
  targetY: number;
  speedX: number;
  speedY: number;
  state: BirdState;
  direction: "left" | "right";
  frameIndex: 0 | 1;
  isShot: boolean;
  showPoof: boolean;
  /** Step counter value when the poof began. */
  poofStart: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface GameConfig {
  isTouch: boolean;
  isMobile: boolean;
  /** Level index a new game starts at; only tests and the test page change it. */
  startLevel: number;
}

export interface GameState {
  config: GameConfig;
  phase: Phase;
  /** Index into LEVELS (0..3); the HUD shows level + 1. */
  level: number;
  score: number;
  /** Steps spent playing since the game started, for 'TIME {seconds}'. */
  playFrames: number;
  /** Steps since the current level (or phase, outside playing) began. */
  levelFrame: number;
  phaseFrame: number;
  spawnTimer: number;
  birds: Bird[];
  nextBirdId: number;
  /** Birds on screen and not shot: the losing count. */
  birdCount: number;
  aim: Point | null;
  flash: { x: number; y: number; framesLeft: number } | null;
  smokeWarning: boolean;
  /** Play is held: nothing moves, no time passes, shots are ignored (only while playing). */
  paused: boolean;
  /** Global step counter, drives poofs and wing flaps. */
  frame: number;
  rng: RngState;
}

export const defaultConfig: GameConfig = { isTouch: false, isMobile: false, startLevel: 0 };

export function createState(config: Partial<GameConfig> = {}, seed = 1): GameState {
  return {
    config: { ...defaultConfig, ...config },
    phase: "menu",
    level: 0,
    score: 0,
    playFrames: 0,
    levelFrame: 0,
    phaseFrame: 0,
    spawnTimer: 0,
    birds: [],
    nextBirdId: 1,
    birdCount: 0,
    aim: null,
    flash: null,
    smokeWarning: false,
    paused: false,
    frame: 0,
    rng: seedRng(seed),
  };
}

export function levelSpec(level: number): LevelSpec {
  const spec = LEVELS[Math.min(Math.max(level, 0), LEVELS.length - 1)];
  if (!spec) throw new Error("no levels");
  return spec;
}

/** Extra reach for a finger: 5 px on touch screens, 10 px on phones. */
export function touchTolerance(config: GameConfig): number {
  if (!config.isTouch) return 0;
  return config.isMobile ? 10 : 5;
}

export function flashFrames(config: GameConfig): number {
  return framesOf(config.isMobile ? 500 : 300);
}

/** Whole seconds left in the level, as the HUD shows them. */
export function timeLeftSeconds(state: GameState): number {
  return Math.max(0, Math.ceil((LEVEL_FRAMES - state.levelFrame) / FPS));
}

export const elapsedSeconds = (state: GameState): number => Math.floor(state.playFrames / FPS);

export const isGameOver = (phase: Phase): boolean =>
  phase === "game-over-win" || phase === "game-over-lose";

/** What the player asked for during one step; input.ts and the host produce these. */
export type Intent =
  | { type: "start" }
  | { type: "restart" }
  | { type: "menu" }
  | { type: "aim"; x: number; y: number }
  | { type: "shoot"; x: number; y: number }
  /** The P key, the Pause button (toggle), or the tab being hidden (pause). */
  | { type: "pause" }
  | { type: "resume" }
  | { type: "toggle-pause" };

/** The white smoke of the election shows one second into habemus-papam. */
export const papamSmokeVisible = (state: GameState): boolean =>
  state.phase === "habemus-papam" && state.phaseFrame >= PAPAM_SMOKE_FRAMES;

export const isLastLevel = (level: number): boolean => level >= LEVELS.length - 1;
