import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";

/** The papabili and geographical tabs read the whole College (fetched once, kept). */
export function useCollege() {
  return useQuery(apiQueries.college());
}
