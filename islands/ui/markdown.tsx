import { lazy, Suspense, useState } from "react";
import { useHydratingServerHtml } from "../lib/use-hydrated.ts";

/**
 * The Markdown parser (react-markdown with its syntax tree libraries, about 37 KB gzip) is loaded
 * only when a text must be parsed in the browser. Hydrating the server's page never needs it (the
 * server's HTML is kept, below); the server waits for it while it renders.
 */
export const loadMarkdownParser = () => import("./parsed-markdown.tsx");
const ParsedMarkdown = lazy(loadMarkdownParser);

/**
 * Editorial Markdown as HTML, safely (see `parsed-markdown.tsx`). While the browser hydrates the
 * server's page it keeps the server's HTML for the text instead of parsing the Markdown again
 * (Insights' long texts took tens of milliseconds of a phone's CPU while the page became
 * interactive, and the parser's code was fetched and evaluated for it); a new text (other figures,
 * a client-side navigation) is parsed once the parser has arrived.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const hydrating = useHydratingServerHtml();
  const [serverText] = useState(() => (hydrating ? text : null));
  if (text === serverText) {
    // React adopts the element and leaves the children the server wrote: they are this text's HTML.
    return <div key="server" className={`prose-site ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <div key="parsed" className={`prose-site ${className ?? ""}`}>
      <Suspense fallback={null}>
        <ParsedMarkdown text={text} />
      </Suspense>
    </div>
  );
}
