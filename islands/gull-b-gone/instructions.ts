/**
 * Instruction texts built from the level table, so the words can never
 * disagree with the numbers the game plays by; in the page's language, so
 * they are functions read at render time.
 */
import { LEVELS, POINTS_FLYING, POINTS_PERCHED } from "../../games/gull-b-gone/state.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";

const levels = LEVELS.length;
const points = { flying: POINTS_FLYING, perched: POINTS_PERCHED };
const intl = () => INTL_LOCALES[getLocale()];
/** "70, 60, 50 and 40" with the page's language's word for "and". */
const list = (values: readonly number[]) =>
  new Intl.ListFormat(intl(), { type: "conjunction" }).format(values.map((v) => v.toLocaleString(intl())));

export function shortInstructions(isTouch: boolean): string[] {
  return [
    m.games_gull_short_1({ levels }),
    isTouch ? m.games_gull_short_2_touch(points) : m.games_gull_short_2_mouse(points),
    m.games_gull_short_3({ inFlight: list(LEVELS.map((l) => l.spawnMax)), limits: list(LEVELS.map((l) => l.maxBirds)), levels }),
    m.games_gull_short_4(),
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
  const last = LEVELS.at(-1);
  return [
    m.games_gull_full_1(),
    isTouch ? m.games_gull_full_2_touch() : m.games_gull_full_2_mouse(),
    m.games_gull_full_3(points),
    m.games_gull_full_4({ levels, spawnMax: last?.spawnMax ?? 1, speed: (last?.speed ?? 1).toLocaleString(intl()) }),
    m.games_gull_full_5({ levels }),
    m.games_gull_full_6(),
    m.games_gull_full_7({ levels }),
  ];
}
