import { m } from "../lib/i18n/messages.ts";

/**
 * The 'About the Conclave' block, in the page's language (the `live_about_*`
 * messages). Each sentence is a settled fact of the rules in Universi Dominici
 * Gregis (1996, amended 2007 and 2013) or of the 2025 conclave; the Conclave
 * Insights page gives the detail and sources. Four short paragraphs, so they are
 * translated rather than left in English.
 */
export const aboutConclave = () => ({
  heading: m.live_about_heading(),
  paragraphs: [m.live_about_1(), m.live_about_2(), m.live_about_3(), m.live_about_4()],
});
