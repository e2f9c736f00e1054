import { useState } from "react";
import type { ApiOperation, ApiSchema } from "../../src/shared/api-document.ts";
import { Markdown } from "../ui/markdown.tsx";
import { ExampleAnswer } from "./example-answer.tsx";
import { m } from "../lib/i18n/messages.ts";

function describeSchema(s: ApiSchema): string {
  // The values and type names are the API's own words; the words around them are the page's.
  const parts = [s.enum ? m.apidocs_one_of({ values: s.enum.join(", ") }) : (s.type ?? m.apidocs_any())];
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? "…"}–${s.maximum ?? "…"}`);
  if (s.maxLength !== undefined) parts.push(m.apidocs_at_most({ count: s.maxLength }));
  if (s.default !== undefined && s.default !== "") parts.push(m.apidocs_default({ value: String(s.default) }));
  return parts.join("; ");
}

/** The command a reader can paste into a terminal; `origin` is filled in once the page knows its address. */
function curlCommand(method: string, path: string, origin: string, body: unknown): string {
  const url = `'${origin}${path}'`;
  if (method === "get") return `curl ${url}`;
  return `curl -X ${method.toUpperCase()} ${url} \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(body ?? {})}'`;
}

/** One endpoint: what it does, its parameters, its answers, an example request and, on demand, the live answer. */
export function EndpointEntry({ method, path, op, origin }: { method: string; path: string; op: ApiOperation; origin: string }) {
  const [showAnswer, setShowAnswer] = useState(false);
  const id = op["x-example"].replace(/[^a-z0-9]+/gi, "-");
  return (
    <section className="card min-w-0 p-4 sm:p-6" aria-labelledby={`ep-${method}-${id}`}>
      <h4 id={`ep-${method}-${id}`} className="flex flex-wrap items-baseline gap-2 font-mono text-sm sm:text-base">
        <span className={`rounded px-2 py-0.5 text-xs font-bold text-white ${method === "get" ? "bg-emerald-700" : "bg-cardinal-700"}`}>{method.toUpperCase()}</span>
        <span className="break-all text-ink-900">{path}</span>
      </h4>
      {/* What each endpoint does comes from the API document, which stays English. */}
      <div lang="en">
        <p className="mt-2 font-medium text-ink-900">{op.summary}</p>
        {op.description && <Markdown text={op.description} className="text-sm text-ink-700 [&_code]:font-mono [&_p]:mt-1" />}
      </div>
      {op.parameters && op.parameters.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{m.apidocs_parameters_of({ path })}</caption>
          <thead><tr className="border-b border-parchment-300 text-ink-500"><th className="py-1 pr-3 font-medium">{m.apidocs_parameter()}</th><th className="py-1 font-medium">{m.apidocs_accepts()}</th></tr></thead>
          <tbody>
            {op.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`} className="border-b border-parchment-200 align-top">
                <td className="whitespace-nowrap py-1 pr-3 font-mono text-ink-900">{p.name}{p.required ? "" : "?"}</td>
                <td className="py-1 text-ink-700 [overflow-wrap:anywhere]">{p.description ? <span lang="en">{`${p.description}: `}</span> : ""}{describeSchema(p.schema)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 text-sm font-medium text-ink-900">{m.apidocs_answers()}</p>
      <ul className="mt-1 text-sm text-ink-700">
        {Object.entries(op.responses).map(([status, r]) => (
          <li key={status} className="flex gap-2">
            <span className="shrink-0 font-mono text-ink-900">{status}</span>
            <div lang="en" className="min-w-0"><Markdown text={r.description} className="[&_code]:font-mono [&_p]:m-0" /></div>
          </li>
        ))}
      </ul>
      {/* Focusable, so a keyboard can scroll a command wider than the screen. */}
      <pre tabIndex={0} className="mt-3 overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 bg-parchment-100 p-3 text-xs text-ink-900"><code>{curlCommand(method, op["x-example"], origin, op["x-example-body"])}</code></pre>
      {method === "get" && (
        showAnswer
          ? <ExampleAnswer path={op["x-example"]} />
          : <button type="button" className="btn-outline mt-3" onClick={() => setShowAnswer(true)}>{m.apidocs_show_live()}</button>
      )}
    </section>
  );
}
