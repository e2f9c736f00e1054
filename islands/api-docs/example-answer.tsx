import { useQuery } from "@tanstack/react-query";
import { exampleAnswerQuery } from "./queries.ts";
import { m } from "../lib/i18n/messages.ts";

const MAX_LINES = 40;

/** Pretty-prints JSON and keeps the first lines of anything long, saying how much was left out. */
function preview(type: string, text: string): string {
  let body = text;
  if (type.includes("json")) {
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Shown as it came.
    }
  }
  const lines = body.split(/\r?\n/);
  return lines.length <= MAX_LINES ? body : `${lines.slice(0, MAX_LINES).join("\n")}\n${m.apidocs_more_lines({ count: lines.length - MAX_LINES })}`;
}

/** The real answer of the example request, from this very site. */
export function ExampleAnswer({ path }: { path: string }) {
  const { data, error, isPending } = useQuery(exampleAnswerQuery(path));
  if (isPending) return <p role="status" className="text-sm text-ink-500">{m.apidocs_asking()}</p>;
  if (error) return <p role="alert" className="text-sm text-cardinal-700">{m.apidocs_failed({ error: error.message })}</p>;
  return (
    <figure className="mt-2">
      <figcaption className="text-xs font-medium text-ink-500">
        {m.apidocs_answer({ status: data.status, type: data.type.split(";")[0] ?? "" })}
      </figcaption>
      {/* Focusable, so a keyboard can scroll an answer longer or wider than its box. */}
      <pre tabIndex={0} className="mt-1 max-h-96 overflow-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 bg-ink-900 p-3 text-xs leading-relaxed text-parchment-100" data-testid="example-answer">
        <code>{preview(data.type, data.text)}</code>
      </pre>
    </figure>
  );
}
