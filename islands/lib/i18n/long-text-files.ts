// Written by `bun run i18n:compile` (tools/long-text-files.ts) from the files present: do not edit.
// One import per language, each its own chunk; null: no translation yet, the page shows the English text.
export const LONG_TEXT_FILES = {
  "conclave-insights": {
    en: () => import("../../../content/pages/conclave-insights.json"),
    it: null,
    es: null,
    pt: null,
    fr: null,
    de: null,
    pl: null,
  },
  "why-a-pope": {
    en: () => import("../../../content/pages/why-a-pope.json"),
    it: null,
    es: null,
    pt: null,
    fr: null,
    de: null,
    pl: null,
  },
  "privacy": {
    en: () => import("../../../content/pages/privacy.md", { with: { type: "text" } }),
    it: null,
    es: null,
    pt: null,
    fr: null,
    de: null,
    pl: null,
  },
  "terms": {
    en: () => import("../../../content/pages/terms.md", { with: { type: "text" } }),
    it: null,
    es: null,
    pt: null,
    fr: null,
    de: null,
    pl: null,
  },
} as const;
