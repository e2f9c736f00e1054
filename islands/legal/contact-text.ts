/** Said in place of the address when the operator has not configured CONTACT_EMAIL. */
export const NO_CONTACT_PHRASE = "the e-mail address of the site's operator, once one is published";

/**
 * Fills the {contactEmail} placeholder of a legal text: the configured address
 * as a markdown e-mail autolink, or a plain phrase that still reads well.
 */
export function fillContactEmail(markdown: string, contactEmail: string): string {
  const email = contactEmail.trim();
  const replacement = /^[^\s<>@]+@[^\s<>@]+$/.test(email) ? `<${email}>` : NO_CONTACT_PHRASE;
  return markdown.replaceAll("{contactEmail}", replacement);
}
