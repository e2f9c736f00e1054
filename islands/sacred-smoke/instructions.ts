import { WIN_VOTES } from "../../games/sacred-smoke/constants.ts";
import { DEFAULT_CLOCK_MS } from "../../games/sacred-smoke/clock.ts";

const CLOCK_S = DEFAULT_CLOCK_MS / 1000;

/** The side card's summary. */
export const SHORT_INSTRUCTIONS: readonly string[] = [
  "Move with the arrow keys or WASD; on a phone, swipe on the board or use the arrow pad.",
  "Collect ballots for votes and white smoke for +3.",
  "Avoid black smoke and rival cardinals: they cost you votes.",
  `Reach ${WIN_VOTES} votes before the ${CLOCK_S}-second conclave clock runs out, or it's Game Over.`,
];

/** The Full Instructions dialog: every rule of the game. */
export const FULL_INSTRUCTIONS: readonly { title: string; text: string }[] = [
  { title: "Goal", text: `Gather ${WIN_VOTES} votes to be elected Pope before the conclave clock (${CLOCK_S} seconds) runs out. If time runs out first, it's Game Over.` },
  { title: "Moving", text: "Hold an arrow key or W, A, S, D to walk; let go to stop. On a touch screen, swipe on the board and hold, or tap the arrow pad (one step per tap)." },
  { title: "Ballots", text: "Each ballot is worth 1 vote, or 2 while the Holy Relic is active." },
  { title: "Smoke", text: "White smoke gives 3 votes. Black smoke either costs 2 votes or starts a scandal that blocks a square beside you for 3 seconds. Your votes never drop below zero." },
  { title: "Rivals", text: "Rival cardinals in violet enter from the edges and sometimes come after you. Touching one costs 3 votes." },
  { title: "Power-ups (5 seconds each)", text: "Holy Relic: ballots count double. Papal Ring: rivals and black smoke cannot hurt you. Incense Bomb: clears every rival and scandal, and keeps new rivals out while it burns." },
  { title: "Pace", text: "Everything appears more often as the clock runs down, so the last stretch is the busiest." },
];
