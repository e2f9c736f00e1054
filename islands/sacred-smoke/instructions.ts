import { WIN_VOTES } from "../../games/sacred-smoke/constants.ts";
import { DEFAULT_CLOCK_MS } from "../../games/sacred-smoke/clock.ts";
import { m } from "../lib/i18n/messages.ts";

const CLOCK_S = DEFAULT_CLOCK_MS / 1000;
const rules = { votes: WIN_VOTES, seconds: CLOCK_S };

// Functions, not constants: the texts are read when the page renders, in the page's language.

/** The side card's summary. */
export const shortInstructions = (): string[] => [
  m.games_smoke_short_move(),
  m.games_smoke_short_collect(),
  m.games_smoke_short_avoid(),
  m.games_smoke_short_goal(rules),
];

/** The Full Instructions dialog: every rule of the game. */
export const fullInstructions = (): { title: string; text: string }[] => [
  { title: m.games_smoke_rule_goal_title(), text: m.games_smoke_rule_goal(rules) },
  { title: m.games_smoke_rule_moving_title(), text: m.games_smoke_rule_moving() },
  { title: m.games_smoke_rule_ballots_title(), text: m.games_smoke_rule_ballots() },
  { title: m.games_smoke_rule_smoke_title(), text: m.games_smoke_rule_smoke() },
  { title: m.games_smoke_rule_rivals_title(), text: m.games_smoke_rule_rivals() },
  { title: m.games_smoke_rule_powerups_title(), text: m.games_smoke_rule_powerups() },
  { title: m.games_smoke_rule_pace_title(), text: m.games_smoke_rule_pace() },
];
