/** The game's name comes from the `game-name` site setting (spec 02, 2.9). */
import { useQuery } from "@tanstack/react-query";

export const DEFAULT_GAME_NAME = "Gull-B-Gone";
export const GAME_NAME_URL = "/api/site-settings/game-name";

export const gameNameKeys = { setting: [GAME_NAME_URL] as const };

export async function fetchGameName(): Promise<{ value: string }> {
  const response = await fetch(GAME_NAME_URL, { credentials: "include" });
  if (!response.ok) throw new Error(`game-name: ${response.status}`);
  return (await response.json()) as { value: string };
}

/** An empty or failing setting falls back silently to the default name. */
export function gameNameFrom(data: unknown): string {
  const value = (data as { value?: unknown } | undefined)?.value;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : DEFAULT_GAME_NAME;
}

export function useGameName(): string {
  const { data } = useQuery({ queryKey: gameNameKeys.setting, queryFn: fetchGameName });
  return gameNameFrom(data);
}
