import type { Rng } from "../kit/rng.ts";
import {
  BLACK_SMOKE_PENALTY, POWER_UP_MS, RELIC_VOTE_VALUE, RIVAL_PENALTY, SCANDAL_CHANCE, SCANDAL_MS,
  VOTE_VALUE, WHITE_SMOKE_VOTES, WIN_VOTES,
} from "./constants.ts";
import { MOVES, inBounds, moveCell, occupied, randomFreeCell, sameCell } from "./grid.ts";
import type { GameState, PowerUpType } from "./state.ts";

const FLAG: Record<PowerUpType, keyof GameState["activePowerUps"]> = {
  holy_relic: "holyRelic", incense_bomb: "incenseBomb", papal_ring: "papalRing",
};

/** Votes never drop below zero, nor rise past the 30 that win: a double vote at 29 makes 30, not 31. */
function addVotes(d: GameState, delta: number): void {
  d.totalVotes = Math.min(WIN_VOTES, Math.max(0, d.totalVotes + delta));
}

/** Picks up whatever lies under the player. */
export function collect(d: GameState, rng: Rng): void {
  const p = d.player;
  if (d.votes.some((v) => sameCell(v, p))) {
    d.votes = d.votes.filter((v) => !sameCell(v, p));
    addVotes(d, d.activePowerUps.holyRelic > 0 ? RELIC_VOTE_VALUE : VOTE_VALUE);
  }
  const smoke = d.smokes.find((s) => sameCell(s, p));
  if (smoke) {
    d.smokes = d.smokes.filter((s) => s !== smoke);
    if (smoke.type === "white") addVotes(d, WHITE_SMOKE_VOTES);
    else if (d.activePowerUps.papalRing === 0) blackSmoke(d, rng);
  }
  const power = d.powerUps.find((u) => sameCell(u, p));
  if (power) {
    d.powerUps = d.powerUps.filter((u) => u !== power);
    d.activePowerUps = { ...d.activePowerUps, [FLAG[power.type]]: POWER_UP_MS };
    if (power.type === "incense_bomb") {
      d.rivals = [];
      d.scandals = [];
    }
  }
}

/** Half the time a scandal blocks a cell beside the player for 3 s; otherwise -2 votes. */
function blackSmoke(d: GameState, rng: Rng): void {
  if (!rng.chance(SCANDAL_CHANCE)) {
    addVotes(d, -BLACK_SMOKE_PENALTY);
    return;
  }
  const beside = MOVES.map((m) => moveCell(d.player, m)).filter((c) => inBounds(c) && !occupied(d, c));
  const at = beside.length > 0 ? rng.pick(beside) : randomFreeCell(d, rng);
  if (at) d.scandals = [...d.scandals, { ...at, expiresAtMs: d.elapsedMs + SCANDAL_MS }];
}

/** A rival that reaches the player costs 3 votes (none with the ring) and leaves the board. */
export function rivalContact(d: GameState): void {
  const hits = d.rivals.filter((r) => sameCell(r, d.player)).length;
  if (hits === 0) return;
  d.rivals = d.rivals.filter((r) => !sameCell(r, d.player));
  if (d.activePowerUps.papalRing === 0) addVotes(d, -RIVAL_PENALTY * hits);
}
