// Written by `bun run i18n:compile` (tools/long-text-files.ts) from the files present: do not edit.
// One import per language, each its own chunk; null: no translation yet, the page shows the English text.
export const LONG_TEXT_FILES = {
  "conclave-insights": {
    en: () => import("../../../content/pages/conclave-insights.json"),
    it: () => import("../../../content/pages/i18n/it/conclave-insights.json"),
    es: () => import("../../../content/pages/i18n/es/conclave-insights.json"),
    pt: () => import("../../../content/pages/i18n/pt/conclave-insights.json"),
    fr: () => import("../../../content/pages/i18n/fr/conclave-insights.json"),
    de: () => import("../../../content/pages/i18n/de/conclave-insights.json"),
    pl: () => import("../../../content/pages/i18n/pl/conclave-insights.json"),
  },
  "why-a-pope": {
    en: () => import("../../../content/pages/why-a-pope.json"),
    it: () => import("../../../content/pages/i18n/it/why-a-pope.json"),
    es: () => import("../../../content/pages/i18n/es/why-a-pope.json"),
    pt: () => import("../../../content/pages/i18n/pt/why-a-pope.json"),
    fr: () => import("../../../content/pages/i18n/fr/why-a-pope.json"),
    de: () => import("../../../content/pages/i18n/de/why-a-pope.json"),
    pl: () => import("../../../content/pages/i18n/pl/why-a-pope.json"),
  },
  "privacy": {
    en: () => import("../../../content/pages/privacy.md", { with: { type: "text" } }),
    it: () => import("../../../content/pages/i18n/it/privacy.md", { with: { type: "text" } }),
    es: () => import("../../../content/pages/i18n/es/privacy.md", { with: { type: "text" } }),
    pt: () => import("../../../content/pages/i18n/pt/privacy.md", { with: { type: "text" } }),
    fr: () => import("../../../content/pages/i18n/fr/privacy.md", { with: { type: "text" } }),
    de: () => import("../../../content/pages/i18n/de/privacy.md", { with: { type: "text" } }),
    pl: () => import("../../../content/pages/i18n/pl/privacy.md", { with: { type: "text" } }),
  },
  "terms": {
    en: () => import("../../../content/pages/terms.md", { with: { type: "text" } }),
    it: () => import("../../../content/pages/i18n/it/terms.md", { with: { type: "text" } }),
    es: () => import("../../../content/pages/i18n/es/terms.md", { with: { type: "text" } }),
    pt: () => import("../../../content/pages/i18n/pt/terms.md", { with: { type: "text" } }),
    fr: () => import("../../../content/pages/i18n/fr/terms.md", { with: { type: "text" } }),
    de: () => import("../../../content/pages/i18n/de/terms.md", { with: { type: "text" } }),
    pl: () => import("../../../content/pages/i18n/pl/terms.md", { with: { type: "text" } }),
  },
} as const;
