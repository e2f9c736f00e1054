/** The game's name comes from the `game-name` site setting. */
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_GAME_NAME } from "../../src/shared/participation.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";

export const gameNameQuery = () => apiQueries.setting("game-name");

/** An empty or failing setting falls back silently to the default name. */
export function gameNameFrom(data: unknown): string {
  const value = (data as { value?: unknown } | undefined)?.value;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : DEFAULT_GAME_NAME;
}

export function useGameName(): string {
  const { data } = useQuery(gameNameQuery());
  return gameNameFrom(data);
}
