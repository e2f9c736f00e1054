import { useEffect, useState } from "react";
import { isoDay } from "../../src/shared/age.ts";
import { useSiteConfig } from "../lib/site-config.ts";

/**
 * Today's ISO day. A fixed day, when given, wins (tests and previews pass one);
 * then the day the server rendered the page for, so the figures are in the
 * HTML and hydrate unchanged; failing both, the clock once after mount, so
 * rendering stays pure (null until then).
 */
export function useToday(fixed?: string): string | null {
  const { today: rendered } = useSiteConfig();
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    if (!fixed && !rendered) setToday(isoDay(new Date()));
  }, [fixed, rendered]);
  return fixed ?? (rendered || today);
}
