export const SITE_NAME = "Cardinalis";
/** Leo XIV's record: the pages about him, and the home page's banner while he is the pope. */
export const LEO_XIV_SLUG = "robert-francis-prevost";
export const SITE_TAGLINE = "Information about Cardinals of the Catholic Church";

export interface PageMeta { title: string; description: string }

/** The home page's title in English: the one title written before the site's name. */
export const HOME_TITLE = "Cardinals of the Catholic Church";

/**
 * "Pietro Parolin · Cardinalis"; the home page's "Cardinalis · Cardinals of the Catholic Church".
 * `home` says the title is the home page's, which in another language is not HOME_TITLE.
 */
export function documentTitle(title: string, home = title === HOME_TITLE): string {
  return home ? `${SITE_NAME} · ${title}` : `${title} · ${SITE_NAME}`;
}

/** What a cardinal's address may be searched for when it names no one: "pietro-parolinn" → "pietro parolinn". */
export const slugSearchTerm = (slug: string) => slug.replace(/-+/g, " ").trim();
