/** Rules of Sacred Smoke. */
export const GRID = 10;
export const CELL_PX = 48;
export const BOARD_PX = GRID * CELL_PX;
export const WIN_VOTES = 30;

export const VOTE_VALUE = 1;
export const RELIC_VOTE_VALUE = 2;
export const WHITE_SMOKE_VOTES = 3;
export const BLACK_SMOKE_PENALTY = 2;
export const SCANDAL_CHANCE = 0.5;
export const SCANDAL_MS = 3000;
export const RIVAL_PENALTY = 3;
export const POWER_UP_MS = 5000;

export const CAPS = { votes: 10, smokes: 3, rivals: 3, powerUps: 1 } as const;
export const SPAWN_EVERY_MS = { vote: 2000, smoke: 5000, rival: 10000, powerUp: 15000 };
export type SpawnEveryMs = typeof SPAWN_EVERY_MS;
/** Spawns get up to twice as frequent as the clock runs: the last minute is the busiest. */
export const SPAWN_RAMP_MS = 90_000;
export const WHITE_SMOKE_SHARE = 0.7;
export const RIVAL_TURN_CHANCE = 0.2;
export const RIVAL_CHASE_SHARE = 0.6;

/** One fixed rules step; 150 and 225 ms are whole multiples of it. */
export const STEP_MS = 25;
export const PLAYER_MOVE_MS = 150;
/**
 * Like keyboard auto-repeat: a press moves at once, a hold repeats after a
 * longer first pause. Being above the 200 ms pad pulse, one pad tap = one cell.
 */
export const PLAYER_FIRST_REPEAT_MS = 225;
/** Rivals walk at under half the player's pace, so they can be outrun. */
export const RIVAL_MOVE_MS = 400;
/** On-screen pad: a tap holds its direction this long. */
export const PAD_RELEASE_MS = 200;
export const SWIPE_THRESHOLD_PX = 10;
