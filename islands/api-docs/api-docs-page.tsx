import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import { EndpointEntry } from "./endpoint-entry.tsx";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { addressOf } from "../../src/shared/endpoint-kit.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";

const DOCUMENT = addressOf(ENDPOINTS.apiDocument, undefined);

const DOWNLOADS = [
  { href: addressOf(ENDPOINTS.rosterCsv, {}), label: "cardinals.csv", what: "The members of the College and the pope, one row each, for spreadsheets (UTF-8, RFC 4180)." },
  { href: addressOf(ENDPOINTS.rosterJson, {}), label: "cardinals.json", what: "The same rows as JSON, with the roster version and the date of its last change." },
  { href: addressOf(ENDPOINTS.turning80, undefined), label: "turning-80.ics", what: "A calendar of electors' 80th birthdays in the next 24 months, to subscribe to." },
];

/** /api-docs: the open data and the API, read from the API's own OpenAPI document. */
export default function ApiDocsPage() {
  const { data: doc, error } = useQuery(apiQueries.apiDocument());
  const { dataAsOf } = useSiteConfig();
  // The address is known only in the browser; until then the examples show paths.
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);

  return (
    <div className="page py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">Open data and API</h1>
        <p className="mt-3 text-ink-700">
          Everything in the directory is yours to reuse: download the whole roster, subscribe to the calendar, or read the API
          from your own site or script. No key is needed. The API is described in the standard OpenAPI format at{" "}
          <a className="text-cardinal-700 underline" href={DOCUMENT}>{DOCUMENT}</a>.
        </p>
      </header>

      <section aria-labelledby="downloads" className="mt-8 max-w-3xl">
        <h2 id="downloads" className="font-serif text-2xl font-semibold text-ink-900">Downloads</h2>
        <ul className="mt-3 space-y-2">
          {DOWNLOADS.map((d) => (
            <li key={d.href}>
              <a className="font-mono text-cardinal-700 underline" href={d.href}>{d.label}</a>
              <span className="text-ink-700"> — {d.what}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-700">
          Add <code className="font-mono">?date=YYYY-MM-DD</code> to the CSV or JSON address for the College of another day, with the ages and
          elector status of that day. The roster can answer from the day its facts were compiled (the download's{" "}
          <code className="font-mono">completeFrom</code>); an earlier day is refused, since the roster does not hold the cardinals who died or left before then.
        </p>
      </section>

      <section aria-labelledby="terms" className="mt-8 max-w-3xl">
        <h2 id="terms" className="font-serif text-2xl font-semibold text-ink-900">Licence, citation and limits</h2>
        {doc ? (
          <>
            <p className="mt-3 text-ink-700">{doc.info["x-licence-text"]}</p>
            <p className="mt-3 text-ink-700">
              Please cite the roster version and date that come with every download (the <code className="font-mono">X-Roster-Version</code> and{" "}
              <code className="font-mono">X-Data-As-Of</code> headers, or <code className="font-mono">rosterVersion</code> and{" "}
              <code className="font-mono">asOf</code> in the JSON), for example:
            </p>
            <blockquote className="mt-2 border-l-4 border-gold-400 pl-4 text-ink-900">
              Cardinalis, roster of the College of Cardinals, version N, data as of {dataAsOf}{origin ? `, ${origin}` : ""}
            </blockquote>
            <p className="mt-3 text-ink-700">
              Public reads answer any site (<code className="font-mono">Access-Control-Allow-Origin: *</code>).{" "}
              {doc.info["x-rate-limit"].requests > 0
                ? `Each address may make ${doc.info["x-rate-limit"].requests} requests every ${doc.info["x-rate-limit"].windowSeconds} seconds; past that the answer is 429 with a Retry-After header saying how long to wait.`
                : "This site sets no per-address limit on reads."}{" "}
              Votes and the operator's settings are for this site's own pages only.
            </p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="endpoints" className="mt-10">
        <h2 id="endpoints" className="font-serif text-2xl font-semibold text-ink-900">Endpoints</h2>
        {error && <p role="alert" className="mt-3 text-cardinal-700">The API description could not be loaded: {error.message}</p>}
        {!doc && !error && <PageSpinner label="Loading the API description..." />}
        {doc?.tags.map((tag) => {
          const entries = Object.entries(doc.paths).flatMap(([path, ops]) =>
            Object.entries(ops).filter(([, op]) => op.tags.includes(tag.name)).map(([method, op]) => ({ path, method, op })));
          return (
            <div key={tag.name} className="mt-6">
              <h3 className="text-lg font-semibold text-ink-900">{tag.name}</h3>
              <p className="text-sm text-ink-500">{tag.description}</p>
              <div className="mt-3 grid gap-4">
                {entries.map((e) => <EndpointEntry key={`${e.method} ${e.path}`} method={e.method} path={e.path} op={e.op} origin={origin} />)}
              </div>
            </div>
          );
        })}
      </section>
    </div>
  );
}
