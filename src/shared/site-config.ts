import { DEFAULT_GAME_NAME } from "./participation.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/** Facts the server writes into the page, so the first render needs no request. */
export interface SiteConfig {
  dataAsOf: string;
  /** The day the page was rendered for (ISO), so server and browser compute ages and figures alike. */
  today: string;
  contactEmail: string;
  donationUrl: string;
  gameName: string;
  /** The language of the page: its texts, dates and numbers, and the prefix its links keep. */
  locale: Locale;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  dataAsOf: "2026-01-30",
  today: "",
  contactEmail: "",
  donationUrl: "",
  gameName: DEFAULT_GAME_NAME,
  locale: DEFAULT_LOCALE,
};
