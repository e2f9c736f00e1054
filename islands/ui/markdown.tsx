import { useState } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { useHydratingServerHtml } from "../lib/use-hydrated.ts";

/**
 * Renders editorial markdown safely: react-markdown builds React elements and
 * never passes raw HTML through, and links to other sites open in a new tab.
 */
const components: Components = {
  a: ({ href, children }) => {
    const external = href?.startsWith("http");
    return (
      <a href={href} className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
};

const SAFE_URL = /^(https?:|mailto:|\/|#)/i;

/**
 * While the browser hydrates the server's page it keeps the server's HTML for the
 * text instead of parsing the Markdown again (Insights' long texts took tens of
 * milliseconds of a phone's CPU while the page became interactive); a new text
 * (other figures, a client-side navigation) is parsed as usual.
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
      <ReactMarkdown components={components} skipHtml urlTransform={(url) => (SAFE_URL.test(url) ? url : "")}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
