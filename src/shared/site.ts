export const SITE_NAME = "Cardinalis";
export const SITE_TAGLINE = "Information about Cardinals of the Catholic Church";

export interface PageMeta { title: string; description: string }

/** The home page's title: the one title written before the site's name. */
export const HOME_TITLE = "Cardinals of the Catholic Church";

/** The bird game's page title carries the name the operator gave the game. */
export const gamePageTitle = (name: string) => `${name}: clear the Sistine Chapel roof`;

/** "Pietro Parolin · Cardinalis" */
export function documentTitle(title: string): string {
  return title === HOME_TITLE ? `${SITE_NAME} · ${title}` : `${title} · ${SITE_NAME}`;
}

/** What a cardinal's address may be searched for when it names no one: "pietro-parolinn" → "pietro parolinn". */
export const slugSearchTerm = (slug: string) => slug.replace(/-+/g, " ").trim();
