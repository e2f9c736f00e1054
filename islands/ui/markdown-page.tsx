import { Markdown } from "./markdown.tsx";

/** An editorial text from content/pages in a single readable column, rendered the same on the server and in the browser. */
export function MarkdownPage({ markdown }: { markdown: string }) {
  return (
    <div className="page py-8 sm:py-12">
      <article className="card mx-auto max-w-3xl p-5 sm:p-10">
        <Markdown
          text={markdown}
          className="[&_h1]:font-serif [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:text-ink-900 sm:[&_h1]:text-4xl [&_h2]:text-ink-900"
        />
      </article>
    </div>
  );
}
