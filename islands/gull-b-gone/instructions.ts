/**
 * Instruction texts built from the level table, so the words can never
 * disagree with the numbers the game plays by.
 */
import { LEVELS, POINTS_FLYING, POINTS_PERCHED } from "../../games/gull-b-gone/state.ts";

const levelCount = LEVELS.length;
const limits = LEVELS.map((l) => l.maxBirds);
const list = (values: readonly number[]) => `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;
const limitList = list(limits);
const inFlightList = list(LEVELS.map((l) => l.spawnMax));

export function shortInstructions(isTouch: boolean): string[] {
  const shoot = isTouch ? "Tap a gull to shoot it" : "Click a gull to shoot it";
  return [
    `Gulls are taking over the Sistine Chapel roof. Play ${levelCount} levels of two minutes each.`,
    `${shoot}: ${POINTS_FLYING} points in flight, ${POINTS_PERCHED} once it has landed.`,
    `Each level brings more and faster gulls: ${inFlightList} may fly in at once. Let ${limitList} gulls gather (level 1 to ${levelCount}) and the game is over.`,
    "In the last 30 seconds of a level, white smoke warns that a Pope is about to be elected.",
  ];
}

export interface LevelRow {
  level: number;
  maxBirds: number;
  speed: number;
  spawnMax: number;
}

export const levelRows: LevelRow[] = LEVELS.map((l, i) => ({
  level: i + 1,
  maxBirds: l.maxBirds,
  speed: l.speed,
  spawnMax: l.spawnMax,
}));

export function fullInstructions(isTouch: boolean): string[] {
  return [
    "The conclave is in session, and the gulls have chosen the Sistine Chapel roof as their meeting place.",
    isTouch
      ? "Drag your finger to move the yellow aiming circle, then tap a gull to shoot it. Shots near a gull still count: each gull has a generous hit area."
      : "Move the mouse to aim and click to shoot. Shots near a gull still count: each gull has a generous hit area.",
    `Each shot hits one gull. A gull in flight is worth ${POINTS_FLYING} points, a gull on the roof ${POINTS_PERCHED}.`,
    `Gulls arrive one at a time, and more often as the levels go on. In level 1 only one gull flies in at a time; by level ${levelCount} up to ${LEVELS.at(-1)?.spawnMax} are in the air together, and they fly ${LEVELS.at(-1)?.speed} times as fast.`,
    `The game has ${levelCount} levels of two minutes. Between levels the screen turns black, like the smoke of an inconclusive ballot.`,
    "When white smoke rises in the last 30 seconds of a level, hold on: the level is nearly over.",
    `Survive all ${levelCount} levels and the white smoke announces 'Habemus Papam!'.`,
  ];
}
