import type { Region } from "../../src/shared/regions.ts";
import { m } from "./i18n/messages.ts";

/**
 * A region's name in the page's language. The value in the address and the API stays the
 * record's English; functions, so each is read when the page renders, in its language.
 */
export const REGION_LABELS: Record<Region, () => string> = {
  Europe: m.directory_region_europe,
  Americas: m.directory_region_americas,
  Africa: m.directory_region_africa,
  Asia: m.directory_region_asia,
  Oceania: m.directory_region_oceania,
};
