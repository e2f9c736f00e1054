import type { PageMeta } from "../shared/site.ts";
import { documentTitle } from "../shared/site.ts";

export interface ShellAssets { scripts: string[]; styles: string[] }

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The HTML every page route answers with; the React app takes over from here. */
export function renderShell(meta: PageMeta, assets: ShellAssets, config: unknown): string {
  const title = escapeHtml(documentTitle(meta.title));
  const description = escapeHtml(meta.description);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta name="theme-color" content="#911a2f">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
${assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join("\n")}
<script id="site-config" type="application/json">${safeJson(config)}</script>
</head>
<body class="bg-parchment-50 text-ink-900 font-sans antialiased">
<div id="root"></div>
<noscript>This site needs JavaScript to show the cardinal directory.</noscript>
</body>
</html>`;
}
