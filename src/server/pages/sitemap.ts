/** /sitemap.xml and /robots.txt: every public page for crawlers, with the operator's dashboard kept out. */
import { INDEXED_PATHS, PRIVATE_PATHS } from "./page-table.ts";
import { LOCALES, localizedPath } from "../../shared/locales.ts";
import { xmlText as xmlEscape } from "../http/xml.ts";

/**
 * Every page route, then every cardinal's page, in every language, as absolute
 * addresses; each names its versions in the other languages, as search engines ask.
 */
export function sitemapXml(origin: string, slugs: readonly string[], lastModified: string): string {
  const paths = [
    ...INDEXED_PATHS,
    ...slugs.map((slug) => `/cardinal/${slug}`),
  ];
  const urls = paths.flatMap((p) => {
    const versions = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + localizedPath(l, p))}"/>`).join("");
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + p)}"/>`;
    return LOCALES.map((l) => `<url><loc>${xmlEscape(origin + localizedPath(l, p))}</loc><lastmod>${lastModified}</lastmod>${versions}${fallback}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
