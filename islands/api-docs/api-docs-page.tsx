import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import { EndpointEntry } from "./endpoint-entry.tsx";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { addressOf } from "../../src/shared/endpoint-kit.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { fill, slot } from "./slots.tsx";

const DOCUMENT = addressOf(ENDPOINTS.apiDocument, undefined);

const DOWNLOADS = [
  { href: addressOf(ENDPOINTS.rosterCsv, {}), label: "cardinals.csv", what: m.apidocs_csv },
  { href: addressOf(ENDPOINTS.rosterJson, {}), label: "cardinals.json", what: m.apidocs_json },
  { href: addressOf(ENDPOINTS.turning80, undefined), label: "turning-80.ics", what: m.apidocs_ics },
];

const code = (text: string) => <code className="font-mono">{text}</code>;

/** "in English" beside a part that comes from the API document, which stays English (data). */
function InEnglish() {
  return getLocale() === "en" ? null : <span className="ml-2 text-xs font-normal text-ink-500">({m.in_english()})</span>;
}

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
        <h1 className="font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{m.apidocs_title()}</h1>
        <p className="mt-3 text-ink-700">
          {fill(m.apidocs_intro({ link: slot(0) }), [<a key="doc" className="text-cardinal-700 underline" href={DOCUMENT}>{DOCUMENT}</a>])}
        </p>
      </header>

      <section aria-labelledby="downloads" className="mt-8 max-w-3xl">
        <h2 id="downloads" className="font-serif text-2xl font-semibold text-ink-900">{m.apidocs_downloads()}</h2>
        <ul className="mt-3 space-y-2">
          {DOWNLOADS.map((d) => (
            <li key={d.href}>
              <a className="font-mono text-cardinal-700 underline" href={d.href}>{d.label}</a>
              <span className="text-ink-700"> — {d.what()}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-700">
          {fill(m.apidocs_date_param({ param: slot(0), completeFrom: slot(1) }), [code("?date=YYYY-MM-DD"), code("completeFrom")])}
        </p>
      </section>

      <section aria-labelledby="terms" className="mt-8 max-w-3xl">
        <h2 id="terms" className="font-serif text-2xl font-semibold text-ink-900">{m.apidocs_terms()}</h2>
        {doc ? (
          <>
            <p className="mt-3 text-ink-700"><span lang="en">{doc.info["x-licence-text"]}</span><InEnglish /></p>
            <p className="mt-3 text-ink-700">
              {fill(m.apidocs_cite({ versionHeader: slot(0), dateHeader: slot(1), versionField: slot(2), dateField: slot(3) }),
                [code("X-Roster-Version"), code("X-Data-As-Of"), code("rosterVersion"), code("asOf")])}
            </p>
            <blockquote className="mt-2 border-l-4 border-gold-400 pl-4 text-ink-900">
              {m.apidocs_citation({ date: dataAsOf })}{origin ? `, ${origin}` : ""}
            </blockquote>
            <p className="mt-3 text-ink-700">
              {fill(m.apidocs_cors({ header: slot(0) }), [code("Access-Control-Allow-Origin: *")])}{" "}
              {doc.info["x-rate-limit"].requests > 0
                ? m.apidocs_rate_limit({ requests: doc.info["x-rate-limit"].requests, seconds: doc.info["x-rate-limit"].windowSeconds })
                : m.apidocs_no_limit()}{" "}
              {m.apidocs_own_pages()}
            </p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="endpoints" className="mt-10">
        <h2 id="endpoints" className="font-serif text-2xl font-semibold text-ink-900">{m.apidocs_endpoints()}<InEnglish /></h2>
        {error && <p role="alert" className="mt-3 text-cardinal-700">{m.apidocs_doc_error({ error: error.message })}</p>}
        {!doc && !error && <PageSpinner label={m.apidocs_loading()} />}
        {doc?.tags.map((tag) => {
          const entries = Object.entries(doc.paths).flatMap(([path, ops]) =>
            Object.entries(ops).filter(([, op]) => op.tags.includes(tag.name)).map(([method, op]) => ({ path, method, op })));
          return (
            <div key={tag.name} className="mt-6">
              <h3 lang="en" className="text-lg font-semibold text-ink-900">{tag.name}</h3>
              <p lang="en" className="text-sm text-ink-500">{tag.description}</p>
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
