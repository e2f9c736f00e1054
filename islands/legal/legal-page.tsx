import { Markdown } from "../ui/markdown.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import { fillContactEmail } from "./contact-text.ts";

/** A legal text from content/pages, in a single readable column, with the contact address filled in. */
export function LegalPage({ markdown }: { markdown: string }) {
  const { contactEmail } = useSiteConfig();
  return (
    <div className="page py-8 sm:py-12">
      <article className="card mx-auto max-w-3xl p-5 sm:p-10">
        <Markdown
          text={fillContactEmail(markdown, contactEmail)}
          className="[&_h1]:font-serif [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-ink-900 sm:[&_h1]:text-4xl [&_h2]:text-ink-900"
        />
      </article>
    </div>
  );
}
