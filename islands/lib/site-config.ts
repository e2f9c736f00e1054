import { createContext, useContext } from "react";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../../src/shared/site-config.ts";

export { DEFAULT_SITE_CONFIG, type SiteConfig };

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
