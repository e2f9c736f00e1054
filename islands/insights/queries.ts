import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";

/** Spec: the papabili and geographical tabs read the whole College (fetched once, kept). */
export function useCollege() {
  return useQuery(apiQueries.college());
}
