import ReactMarkdown, { type Components } from "react-markdown";

/**
 * Editorial Markdown parsed into React elements, safely: react-markdown never
 * passes raw HTML through, only safe link targets are kept, and links to
 * other sites open in a new tab.
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

export default function ParsedMarkdown({ text }: { text: string }) {
  return (
    <ReactMarkdown components={components} skipHtml urlTransform={(url) => (SAFE_URL.test(url) ? url : "")}>
      {text}
    </ReactMarkdown>
  );
}
