import { useEffect, useState } from "react";
import { isoDay } from "../../src/shared/age.ts";

/**
 * Today's ISO day, read from the clock once after mount so rendering stays pure
 * (null until then). A fixed day, when given, wins: tests and previews pass one.
 */
export function useToday(fixed?: string): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    if (!fixed) setToday(isoDay(new Date()));
  }, [fixed]);
  return fixed ?? today;
}
