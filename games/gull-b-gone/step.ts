/**
 * The rules: one pure function from a state and the step's intents to the
 * next state. Randomness comes only from `state.rng`.
 */
import { Rng } from "../kit/rng.ts";
import { canSpawn, findHit, moveBird, poofDone, spawnBird } from "./birds.ts";
import {
  LEVEL_COMPLETE_FRAMES,
  LEVEL_FRAMES,
  PAPAM_FRAMES,
  POINTS_FLYING,
  POINTS_PERCHED,
  WARNING_FRAMES,
  createState,
  flashFrames,
  isGameOver,
  isLastLevel,
  levelSpec,
  touchTolerance,
  type GameState,
  type Intent,
  type Point,
} from "./state.ts";

export function step(prev: GameState, intents: readonly Intent[] = []): GameState {
  let state: GameState = { ...prev, frame: prev.frame + 1 };
  for (const intent of intents) state = applyIntent(state, intent);
  // A paused game stands still: the step counter too, so poofs and wing flaps wait.
  if (state.paused) return { ...state, frame: prev.frame };
  switch (state.phase) {
    case "playing":
      return stepPlaying(state);
    case "level-complete":
      return stepLevelComplete(state);
    case "habemus-papam":
      return state.phaseFrame + 1 >= PAPAM_FRAMES
        ? { ...state, phase: "game-over-win", phaseFrame: 0 }
        : { ...state, phaseFrame: state.phaseFrame + 1 };
    default:
      return state;
  }
}

function applyIntent(state: GameState, intent: Intent): GameState {
  switch (intent.type) {
    case "start":
      return state.phase === "menu" ? newGame(state) : state;
    case "restart":
      return newGame(state);
    case "menu":
      return { ...createState(state.config), rng: state.rng, frame: state.frame };
    case "aim":
      return { ...state, aim: { x: intent.x, y: intent.y } };
    case "pause":
      return state.phase === "playing" ? { ...state, paused: true } : state;
    case "resume":
      return { ...state, paused: false };
    case "toggle-pause":
      return state.phase === "playing" ? { ...state, paused: !state.paused } : state;
    case "shoot":
      if (state.paused) return state;
      if (state.phase === "playing") return shoot(state, intent);
      // Clicking after game over also restarts.
      return isGameOver(state.phase) ? newGame(state) : state;
  }
}

/** A fresh game keeps the random source running, so a replay stays repeatable. */
function newGame(state: GameState): GameState {
  const fresh = createState(state.config);
  return { ...fresh, phase: "playing", level: state.config.startLevel, rng: state.rng, frame: state.frame };
}

function shoot(state: GameState, point: Point): GameState {
  const flash = { x: point.x, y: point.y, framesLeft: flashFrames(state.config) };
  const aim = { x: point.x, y: point.y };
  const index = findHit(state.birds, point, touchTolerance(state.config));
  const bird = state.birds[index];
  if (!bird) return { ...state, flash, aim };
  const points = bird.state === "perched" ? POINTS_PERCHED : POINTS_FLYING;
  const birds = state.birds.slice();
  birds[index] = { ...bird, isShot: true, showPoof: true, poofStart: state.frame };
  return { ...state, birds, flash, aim, score: state.score + points, birdCount: state.birdCount - 1 };
}

function stepPlaying(state: GameState): GameState {
  const level = levelSpec(state.level);
  const rng = new Rng(state.rng);
  let { nextBirdId, spawnTimer } = state;
  let birds = state.birds
    .filter((b) => !poofDone(b, state.frame))
    .map((b) => moveBird(b, state.frame, level.speed));
  // One bird per spawn, at most `spawnMax` flying in at once; a blocked
  // spawn waits (the timer stops at the interval) for a free place.
  spawnTimer = Math.min(spawnTimer + 1, level.spawnRate);
  if (canSpawn(spawnTimer, birds, level)) {
    birds = birds.concat(spawnBird(nextBirdId, level, rng));
    nextBirdId += 1;
    spawnTimer = 0;
  }
  const birdCount = birds.reduce((n, b) => (b.isShot ? n : n + 1), 0);
  const levelFrame = state.levelFrame + 1;
  const flash = state.flash && state.flash.framesLeft > 1
    ? { ...state.flash, framesLeft: state.flash.framesLeft - 1 }
    : null;
  const next: GameState = {
    ...state,
    birds,
    birdCount,
    nextBirdId,
    spawnTimer,
    levelFrame,
    flash,
    playFrames: state.playFrames + 1,
    smokeWarning: LEVEL_FRAMES - levelFrame <= WARNING_FRAMES,
    rng: rng.state,
  };
  if (birdCount >= level.maxBirds) return { ...next, phase: "game-over-lose", phaseFrame: 0 };
  if (levelFrame >= LEVEL_FRAMES) return endLevel(next);
  return next;
}

/** The roof is cleared for the black (or, after the last level, white) screen. */
function endLevel(state: GameState): GameState {
  return {
    ...state,
    phase: "level-complete",
    phaseFrame: 0,
    birds: [],
    birdCount: 0,
    flash: null,
    smokeWarning: false,
  };
}

function stepLevelComplete(state: GameState): GameState {
  const phaseFrame = state.phaseFrame + 1;
  if (phaseFrame < LEVEL_COMPLETE_FRAMES) return { ...state, phaseFrame };
  if (isLastLevel(state.level)) return { ...state, phase: "habemus-papam", phaseFrame: 0 };
  return {
    ...state,
    phase: "playing",
    level: state.level + 1,
    levelFrame: 0,
    phaseFrame: 0,
    spawnTimer: 0,
  };
}
