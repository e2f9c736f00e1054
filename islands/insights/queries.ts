import { useQuery } from "@tanstack/react-query";
import type { CardinalListResponse } from "../../src/shared/cardinals.ts";

export const insightsKeys = {
  /** The whole College in one call: the page derives every figure from it. */
  college: ["/api/cardinals?limit=1000"] as const,
};

/** Spec: the papabili and geographical tabs read the cardinal list (fetched once, kept). */
export function useCollege() {
  return useQuery<CardinalListResponse>({ queryKey: insightsKeys.college });
}
