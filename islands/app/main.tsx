import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { DehydratedState } from "@tanstack/react-query";
import { App } from "./app.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../lib/site-config.ts";
import { installIntlTexts } from "../lib/intl-texts.ts";
import { willHydrateServerHtml } from "../lib/use-hydrated.ts";

/** JSON the server wrote into the page, or `fallback` when it is missing or unreadable. */
function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

const config: SiteConfig = { ...DEFAULT_SITE_CONFIG, ...readJson<Partial<SiteConfig>>("site-config", {}) };
const state = readJson<DehydratedState | null>("query-state", null);
// The dates, lists and names the server formatted: hydrating with them spares the browser loading Intl's data now.
installIntlTexts(readJson<Record<string, string>>("intl-texts", {}));
const root = document.getElementById("root")!;
const app = <App config={config} client={createQueryClient()} state={state} />;

// The server renders every page; an empty root means it could not, and the browser renders instead.
// Hydrating as a transition lets React yield to the browser every few milliseconds, so a phone's
// taps and scrolls are not held behind one long task while the page is made interactive.
if (root.firstElementChild) {
  willHydrateServerHtml();
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
