/** Shapes of the votes, polls and settings API, shared by server and client (no zod). */

export interface VoteResult {
  cardinalId: number;
  cardinalName: string;
  slug: string;
  voteCount: number;
  /** Share of all votes, one decimal. */
  percentage: number;
}

export interface VoteResults { totalVotes: number; results: VoteResult[] }

export interface VoteStatus { hasVoted: boolean; cardinalId: number | null; cardinalName: string | null }

export interface PollOption { id: number; label: string; voteCount: number; percentage: number }

export interface Poll {
  id: number;
  type: string;
  question: string;
  description: string | null;
  hasVoted: boolean;
  /** The option this visitor chose, when they have voted. */
  votedOptionId: number | null;
  totalVotes: number;
  options: PollOption[];
}

export const SETTING_KEYS = ["game-name", "home-page-message", "livestream-page-message"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Stream endpoint → the setting that stores its address. */
export const STREAM_KEYS = { "youtube-url": "conclave-stream", "youtube-url-st-peters": "st-peters-stream" } as const;

export const DEFAULT_GAME_NAME = "Gull-B-Gone";
export const MESSAGE_MAX_LENGTH = 1000;
export const GAME_NAME_MAX_LENGTH = 40;

/** One decimal, as every percentage on the site is shown. */
export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}

