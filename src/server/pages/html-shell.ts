import { documentTitle, SITE_NAME } from "../../shared/site.ts";
import { DEFAULT_LOCALE, LOCALES, OG_LOCALES, type Locale } from "../../shared/locales.ts";

export interface ShellAssets {
  /** Each language's entry scripts: the app is built once per language, with that language's messages in it. */
  scripts: Partial<Record<Locale, string[]>>;
  styles: string[];
  fonts?: string[];
  /** Font files a page in that language preloads besides `fonts`. */
  localeFonts?: Partial<Record<Locale, string[]>>;
}

/** Everything the head says about one page. */
export interface PageHead {
  title: string;
  description: string;
  /** The home page, whose title follows the site's name rather than preceding it. */
  home?: boolean;
  /** Absolute address of the page, without a query string except where it names the content. */
  canonical: string;
  /** Keep the page out of search results (the operator's dashboard, 404s). */
  noindex?: boolean;
  /** The page does not exist: answered with 404. */
  notFound?: boolean;
  ogType?: "website" | "profile" | "article";
  /** schema.org data about the page's subject. */
  jsonLd?: unknown;
  /** The language the page is written in (English when absent). */
  locale?: Locale;
  /** The page in each language, for hreflang links; absent on pages search engines should not list. */
  alternates?: { hreflang: string; href: string }[];
}

export interface ShellParts {
  head: PageHead;
  assets: ShellAssets;
  config: unknown;
  /** The server-rendered app; empty when rendering failed and the browser must render. */
  body: string;
  /** The dehydrated query cache the browser hydrates from. */
  state: unknown;
  /** The texts the page formatted with Intl, which the browser reuses while it hydrates (islands/lib/intl-texts.ts). */
  texts?: Record<string, string>;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Without JavaScript, tabs cannot switch and accordions cannot open: every
 * panel and every answer is shown one after the other (the server renders
 * them all) and the dead tab strip is hidden, as are accordions' chevrons and
 * loading indicators that would never finish. What only such a reader needs
 * (`data-nojs-only`, hidden by its own classes otherwise) is shown.
 */
const NO_SCRIPT_CSS = "[role=tabpanel][hidden],[data-disclosure-body][hidden],[data-nojs-only]{display:block!important}[role=tablist],[data-js-only]{display:none!important}";

/** The HTML every page route answers with: the rendered page, its metadata, and the data to hydrate from. */
export function renderShell({ head, assets, config, body, state, texts }: ShellParts): string {
  const title = escapeHtml(documentTitle(head.title, head.home));
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(head.canonical);
  const locale = head.locale ?? DEFAULT_LOCALE;
  const lines = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    head.noindex ? `<meta name="robots" content="noindex">` : "",
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="${head.ogType ?? "website"}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    ...(head.alternates ? LOCALES.filter((l) => l !== locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}">`) : []),
    ...(head.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : "",
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${lines.join("\n")}
<meta name="theme-color" content="#911a2f">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${[...(assets.fonts ?? []), ...(assets.localeFonts?.[locale] ?? [])].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join("\n")}
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
${(assets.scripts[locale] ?? []).map((src) => `<script type="module" src="${src}"></script>`).join("\n")}
<script id="site-config" type="application/json">${safeJson(config)}</script>
<noscript><style>${NO_SCRIPT_CSS}</style></noscript>
</head>
<body class="bg-parchment-50 text-ink-900 font-sans antialiased">
<div id="root">${body}</div>
<script id="query-state" type="application/json">${safeJson(state)}</script>
${texts && Object.keys(texts).length > 0 ? `<script id="intl-texts" type="application/json">${safeJson(texts)}</script>` : ""}
</body>
</html>`;
}
