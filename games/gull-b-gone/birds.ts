/**
 * Bird rules used by step.ts: spawning from the seeded source, the
 * flying-in -> landing -> perched path, and the padded hit test.
 * Every function returns new objects; nothing here mutates its input.
 */
import type { Rng } from "../kit/rng.ts";
import {
  BIRD_H,
  BIRD_W,
  HIT_PADDING,
  POOF_FRAMES,
  ROOF,
  WIDTH,
  WING_FRAMES,
  type Bird,
  type LevelSpec,
  type Point,
} from "./state.ts";

/** Base horizontal speed in px per step before the level's factor. */
const BASE_SPEED_MIN = 1.2;
const BASE_SPEED_SPREAD = 1;
const LANDING_SPEED = 1.5;

export function spawnBird(id: number, level: LevelSpec, rng: Rng): Bird {
  const fromLeft = rng.chance(0.5);
  const speed = (BASE_SPEED_MIN + rng.float() * BASE_SPEED_SPREAD) * level.speed;
  const roofSpan = ROOF.right - ROOF.left - BIRD_W;
  return {
    id,
    x: fromLeft ? -BIRD_W : WIDTH,
    y: 30 + rng.int(200),
    targetX: ROOF.left + rng.int(roofSpan),
    // Birds further back on the roof stand a little higher.
    targetY: ROOF.ridgeY - BIRD_H - rng.int(12),
    speedX: fromLeft ? speed : -speed,
    speedY: 0,
    state: "flying-in",
    direction: fromLeft ? "right" : "left",
    frameIndex: 0,
    isShot: false,
    showPoof: false,
    poofStart: 0,
  };
}

/** Birds still on their way in (not yet landing) and not shot: the ones the spawn cap counts. */
export const flyingIn = (birds: readonly Bird[]): number =>
  birds.reduce((n, b) => (!b.isShot && b.state === "flying-in" ? n + 1 : n), 0);

/**
 * Whether a spawn may happen now: the level's interval has passed and fewer
 * than its spawn maximum of birds are flying in. A full sky holds the spawn
 * until a bird starts landing or is shot.
 */
export const canSpawn = (spawnTimer: number, birds: readonly Bird[], level: LevelSpec): boolean =>
  spawnTimer >= level.spawnRate && flyingIn(birds) < level.spawnMax;

/** One step of flight; shot birds stay where they were hit while they poof. */
export function moveBird(bird: Bird, frame: number, speedFactor: number): Bird {
  if (bird.isShot || bird.state === "perched") return bird;
  const frameIndex = (Math.floor((frame + bird.id) / WING_FRAMES) % 2) as 0 | 1;
  if (bird.state === "flying-in") {
    const x = bird.x + bird.speedX;
    const arrived = bird.speedX > 0 ? x >= bird.targetX : x <= bird.targetX;
    if (!arrived) return { ...bird, x, frameIndex };
    const speedY = (bird.targetY >= bird.y ? 1 : -1) * LANDING_SPEED * speedFactor;
    return { ...bird, x: bird.targetX, state: "landing", speedY, frameIndex };
  }
  const y = bird.y + bird.speedY;
  const arrived = bird.speedY > 0 ? y >= bird.targetY : y <= bird.targetY;
  if (!arrived) return { ...bird, y, frameIndex };
  return { ...bird, y: bird.targetY, state: "perched", speedX: 0, speedY: 0, frameIndex: 0 };
}

export const poofDone = (bird: Bird, frame: number): boolean =>
  bird.isShot && frame - bird.poofStart >= POOF_FRAMES;

/** True when the point lies in the bird's box widened by the padding and the touch tolerance. */
export function inHitBox(bird: Bird, point: Point, tolerance: number): boolean {
  const reach = HIT_PADDING + tolerance;
  return (
    point.x >= bird.x - reach &&
    point.x <= bird.x + BIRD_W + reach &&
    point.y >= bird.y - reach &&
    point.y <= bird.y + BIRD_H + reach
  );
}

/**
 * Index of the one bird a shot hits, or -1. Padded boxes overlap, so the
 * bird whose centre is nearest the aim point wins (one bird per shot).
 */
export function findHit(birds: readonly Bird[], point: Point, tolerance: number): number {
  let best = -1;
  let bestDistance = Infinity;
  birds.forEach((bird, i) => {
    if (bird.isShot || !inHitBox(bird, point, tolerance)) return;
    const dx = bird.x + BIRD_W / 2 - point.x;
    const dy = bird.y + BIRD_H / 2 - point.y;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}
