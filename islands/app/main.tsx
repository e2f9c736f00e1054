import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../lib/site-config.ts";

/** The server writes the site's configuration into the page; read it once at boot. */
function readSiteConfig(): SiteConfig {
  const text = document.getElementById("site-config")?.textContent;
  try {
    return { ...DEFAULT_SITE_CONFIG, ...(text ? (JSON.parse(text) as Partial<SiteConfig>) : {}) };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

createRoot(document.getElementById("root")!).render(<App config={readSiteConfig()} />);
