import * as Tabs from "@radix-ui/react-tabs";
import type { CardinalProfile } from "./merge.ts";
import type { RatingSource } from "../../src/shared/cardinals.ts";
import { Markdown } from "../ui/markdown.tsx";
import { outletName, truncateTitle, truncateUrl } from "./source-label.ts";
import { TabPanel } from "../ui/tab-panel.tsx";

function Empty({ text }: { text: string }) {
  return <p className="rounded-md bg-parchment-100 p-4 text-sm text-ink-500">{text}</p>;
}

function Heading({ children }: { children: string }) {
  return <h2 className="mb-3 font-serif text-xl font-semibold text-ink-900">{children}</h2>;
}

export function BiographyTab({ p }: { p: CardinalProfile }) {
  const text = p.biography ?? p.content;
  return (
    <>
      <Heading>Biographical Summary</Heading>
      {text ? <Markdown text={text} /> : <Empty text="No detailed biography available for this cardinal." />}
    </>
  );
}

export function ViewsTab({ p }: { p: CardinalProfile }) {
  return (
    <>
      <Heading>Views &amp; Positions</Heading>
      {p.views.length === 0 ? <Empty text="No detailed views or positions available for this cardinal." /> : (
        <div className="space-y-5">
          {p.views.map((v) => (
            <section key={v.category}>
              <h3 className="font-semibold text-cardinal-800">{v.category}</h3>
              <Markdown text={v.description} className="text-sm" />
            </section>
          ))}
        </div>
      )}
    </>
  );
}

export function RatingDots({ value }: { value: number }) {
  return (
    <span className="inline-flex gap-1" role="img" aria-label={`${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={`h-2.5 w-2.5 rounded-full ${i <= value ? "bg-cardinal-700" : "bg-parchment-300"}`} />
      ))}
    </span>
  );
}

/** A rating's source links out only on https; anything else (from an older record) shows as its title. */
function SourceLink({ source }: { source: RatingSource }) {
  if (!/^https:\/\//i.test(source.url)) return <>{source.title}</>;
  return <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{source.title}</a>;
}

export function RatingsTab({ p }: { p: CardinalProfile }) {
  return (
    <>
      <Heading>Theological &amp; Administrative Ratings</Heading>
      <p className="mb-4 text-sm text-ink-500">
        These ratings assess public statements, actions and writings on a scale of 1-5. They are editorial judgements; each names the record it rests on.{" "}
        <a href="/ratings-methodology" className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">How the ratings are made</a>
      </p>
      {p.ratings.length === 0 ? <Empty text="No ratings available for this cardinal." /> : (
        <ul className="space-y-4">
          {p.ratings.map((r) => (
            <li key={r.category} className="rounded-md border border-parchment-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-ink-900">{r.category}</span>
                <span className="flex items-center gap-2 text-sm text-ink-700"><RatingDots value={r.rating} />{r.rating}/5</span>
              </div>
              <p className="mt-1 text-sm text-ink-700">{r.description}</p>
              {(r.evidence || r.source) && (
                <p className="mt-1 text-xs text-ink-500">
                  {r.evidence && <>Based on: {r.evidence} </>}
                  {r.source && <>Source: <SourceLink source={r.source} /></>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function QuotesTab({ p }: { p: CardinalProfile }) {
  return (
    <>
      <Heading>Notable Quotes</Heading>
      {p.quotes.length === 0 ? <Empty text="No notable quotes or statements available for this cardinal." /> : (
        <ul className="space-y-5">
          {p.quotes.map((q, i) => (
            <li key={i}>
              <blockquote className="border-l-4 border-gold-400 pl-4 font-serif text-lg italic text-ink-900">“{q.text}”</blockquote>
              <p className="mt-1 pl-5 text-sm text-ink-500">
                {q.source && <>Source: {q.url ? (
                  <a href={q.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{q.source}</a>
                ) : q.source}</>} {q.date && <>({q.date})</>}
              </p>
              {q.content && <p className="pl-5 text-sm text-ink-500">Context: {q.content}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function SourcesTab({ p }: { p: CardinalProfile }) {
  return (
    <>
      <Heading>Sources &amp; References</Heading>
      {p.sources.length === 0 ? <Empty text="No sources or references available for this cardinal." /> : (
        <ul className="space-y-3 text-sm">
          {p.sources.map((s, i) => (
            <li key={i} className="break-words">
              {s.url ? (
                <>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className="font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">
                    {truncateTitle(s.title ?? outletName(s.url) ?? s.url)}
                  </a>
                  {s.title && <span className="ml-2 rounded bg-parchment-200 px-1.5 py-0.5 text-xs text-ink-700">{outletName(s.url)}</span>}
                  <span className="block break-all text-xs text-ink-500">{truncateUrl(s.url)}</span>
                </>
              ) : (
                <span className="text-ink-700">{s.title}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const TABS = [
  { value: "biography", label: "Biography", Panel: BiographyTab },
  { value: "views", label: "Views", Panel: ViewsTab },
  { value: "ratings", label: "Ratings", Panel: RatingsTab },
  { value: "quotes", label: "Quotes", Panel: QuotesTab },
  { value: "sources", label: "Sources", Panel: SourcesTab },
] as const;

export function ProfileTabs({ profile }: { profile: CardinalProfile }) {
  return (
    <Tabs.Root defaultValue="biography">
      <Tabs.List aria-label="Profile sections" className="flex gap-1 overflow-x-auto border-b border-parchment-300">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className="whitespace-nowrap border-b-2 border-transparent px-2 sm:px-3 py-2 text-sm font-medium text-ink-500 hover:text-ink-900 data-[state=active]:border-cardinal-700 data-[state=active]:text-cardinal-800">
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <TabPanel key={value} value={value} className="pt-5 focus-visible:outline-none">
          <Panel p={profile} />
        </TabPanel>
      ))}
    </Tabs.Root>
  );
}
