import { DEFAULT_GAME_NAME } from "./participation.ts";

/** Facts the server writes into the page, so the first render needs no request. */
export interface SiteConfig {
  dataAsOf: string;
  /** The day the page was rendered for (ISO), so server and browser compute ages and figures alike. */
  today: string;
  contactEmail: string;
  donationUrl: string;
  gameName: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  dataAsOf: "2026-01-30",
  today: "",
  contactEmail: "",
  donationUrl: "",
  gameName: DEFAULT_GAME_NAME,
};
