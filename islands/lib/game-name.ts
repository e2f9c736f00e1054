import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { useSiteConfig } from "./site-config.ts";

/** The same query the admin page writes after a rename, so every reader follows at once. */
export const gameNameQuery = () => apiQueries.setting("game-name");

/** An empty or unreadable setting falls back to the name the page was served with. */
export function gameNameFrom(data: unknown, fallback: string): string {
  const value = (data as { value?: unknown } | undefined)?.value;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

/**
 * The bird game's name (the `game-name` setting): the page's own copy first,
 * then the server's current value, and any rename made in this tab right away.
 * `ask: false` only follows what others have read or written (the header asks nothing of the server).
 */
export function useGameName({ ask = true }: { ask?: boolean } = {}): string {
  const { gameName } = useSiteConfig();
  const { data } = useQuery({ ...gameNameQuery(), enabled: ask });
  return gameNameFrom(data, gameName);
}

/** The tab title of the game's page, named after the game. */
