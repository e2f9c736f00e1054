/** /sitemap.xml and /robots.txt: every public page for crawlers, with the operator's dashboard kept out. */
import { INDEXED_PATHS, PRIVATE_PATHS } from "../../../islands/app/pages.tsx";
import { xmlText as xmlEscape } from "../http/xml.ts";

/** Every page route, then every cardinal's page, as absolute addresses. */
export function sitemapXml(origin: string, slugs: readonly string[], lastModified: string): string {
  const paths = [
    ...INDEXED_PATHS,
    ...slugs.map((slug) => `/cardinal/${slug}`),
  ];
  const urls = paths.map((p) => `<url><loc>${xmlEscape(origin + p)}</loc><lastmod>${lastModified}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
