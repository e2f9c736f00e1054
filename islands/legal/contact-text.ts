/**
 * Fills the {contactEmail} placeholder of a legal text with the configured
 * address as a markdown e-mail autolink. Without an address, each sentence
 * that names it is left out, so the text reads finished either way (the
 * texts also point to the correction form, which needs no address).
 */
export function fillContactEmail(markdown: string, contactEmail: string): string {
  const email = contactEmail.trim();
  if (/^[^\s<>@]+@[^\s<>@]+$/.test(email)) return markdown.replaceAll("{contactEmail}", `<${email}>`);
  return markdown.replace(/ ?[^.!?\n]*\{contactEmail\}[^.!?\n]*[.!?]/g, "");
}
