import { Markdown } from "./markdown.tsx";
import { m } from "../lib/i18n/messages.ts";

/**
 * An editorial text from content/pages in a single readable column, rendered the same on the server and in the browser.
 * `lang="en"`: the English text stands in for a translation not written yet, so it is marked and labelled as English.
 */
export function MarkdownPage({ markdown, lang }: { markdown: string; lang?: "en" | undefined }) {
  return (
    <div className="page py-8 sm:py-12">
      <article className="card mx-auto max-w-3xl p-5 sm:p-10">
        {lang && <p className="mb-4 text-xs uppercase tracking-wide text-ink-500" data-testid="in-english">{m.in_english()}</p>}
        <div lang={lang}>
          <Markdown
            text={markdown}
            className="[&_h1]:font-serif [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-ink-900 sm:[&_h1]:text-4xl [&_h2]:text-ink-900"
          />
        </div>
      </article>
    </div>
  );
}
