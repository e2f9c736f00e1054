import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";

/**
 * The polls; the server renders them as a visitor who has not voted sees them,
 * so the browser asks again on load for this visitor's votes and results.
 */
export const funPollsQuery = () => ({ ...apiQueries.polls(), staleTime: 0 });

export function usePolls() {
  return useQuery(funPollsQuery());
}
