import { MarkdownPage } from "../ui/markdown-page.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import { fillContactEmail } from "./contact-text.ts";

/** A legal text from content/pages, with the contact address filled in. */
export function LegalPage({ markdown }: { markdown: string }) {
  const { contactEmail } = useSiteConfig();
  return <MarkdownPage markdown={fillContactEmail(markdown, contactEmail)} />;
}
