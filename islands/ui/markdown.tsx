import ReactMarkdown, { type Components } from "react-markdown";

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

export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`prose-site ${className ?? ""}`}>
      <ReactMarkdown components={components} skipHtml urlTransform={(url) => (SAFE_URL.test(url) ? url : "")}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
