import { MarkdownPage } from "../ui/markdown-page.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import type { LocalizedText } from "../lib/i18n/localized-content.ts";
import { fillContactEmail } from "./contact-text.ts";

/** A legal text from content/pages in the page's language, with the contact address filled in. */
export function LegalPage({ text }: { text: LocalizedText<string> }) {
  const { contactEmail } = useSiteConfig();
  return <MarkdownPage markdown={fillContactEmail(text.text, contactEmail)} lang={text.lang} />;
}
