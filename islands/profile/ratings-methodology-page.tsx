import { Link } from "wouter";
import text from "../../content/pages/ratings-methodology.md" with { type: "text" };
import { MarkdownPage } from "../ui/markdown-page.tsx";
import { Markdown } from "../ui/markdown.tsx";
import { InEnglish } from "../ui/in-english.tsx";
import { getLocale, m } from "../lib/i18n/messages.ts";

const HEADINGS = "[&_h1]:font-serif [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-ink-900 sm:[&_h1]:text-4xl [&_h2]:text-ink-900";

/**
 * /ratings-methodology: how the profiles' ratings are made, category by category.
 * The text is written in English only; another language's page frames it with
 * its title and a way back in that language, and marks the text as English.
 */
export default function RatingsMethodologyPage() {
  if (getLocale() === "en") return <MarkdownPage markdown={text} />;
  return (
    <div className="page py-8 sm:py-12">
      <div className="mx-auto mb-4 flex max-w-3xl flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-serif text-lg font-semibold text-ink-900">{m.cardinal_ratings_method()} <InEnglish className="ml-1" /></p>
        <Link href="/" className="text-sm font-semibold text-cardinal-700 no-underline hover:text-cardinal-900">← {m.not_found_back()}</Link>
      </div>
      <article lang="en" className="card mx-auto max-w-3xl p-5 sm:p-10">
        <Markdown text={text} className={HEADINGS} />
      </article>
    </div>
  );
}
