import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "wouter";
import { getLocale, m } from "../lib/i18n/messages.ts";
import type { CardinalProfile } from "./merge.ts";
import type { RatingSource } from "../../src/shared/cardinals.ts";
import { Markdown } from "../ui/markdown.tsx";
import { outletName, truncateTitle, truncateUrl } from "./source-label.ts";
import { TabPanel, TabsRoot } from "../ui/tab-panel.tsx";

function Empty({ text }: { text: string }) {
  return <p className="rounded-md bg-parchment-100 p-4 text-sm text-ink-500">{text}</p>;
}

/**
 * A tab's heading. `english` marks a tab whose texts are the profile's own
 * editorial English: on another language's page a small label says so.
 */
function Heading({ children, english = false }: { children: string; english?: boolean }) {
  return (
    <div className="mb-3 flex flex-wrap items-baseline gap-x-3">
      <h2 className="font-serif text-xl font-semibold text-ink-900">{children}</h2>
      {english && getLocale() !== "en" && <span className="text-xs uppercase tracking-wide text-ink-500" data-testid="in-english">{m.in_english()}</span>}
    </div>
  );
}

export function BiographyTab({ p }: { p: CardinalProfile }) {
  const text = p.biography ?? p.content;
  return (
    <>
      <Heading english={!!text}>{m.cardinal_bio_heading()}</Heading>
      {text ? <div lang="en"><Markdown text={text} /></div> : <Empty text={m.cardinal_bio_empty()} />}
    </>
  );
}

export function ViewsTab({ p }: { p: CardinalProfile }) {
  return (
    <>
      <Heading english={p.views.length > 0}>{m.cardinal_views_heading()}</Heading>
      {p.views.length === 0 ? <Empty text={m.cardinal_views_empty()} /> : (
        <div className="space-y-5" lang="en">
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
    <span className="inline-flex gap-1" role="img" aria-label={m.cardinal_rating_out_of({ value })}>
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
      <Heading english={p.ratings.length > 0}>{m.cardinal_ratings_heading()}</Heading>
      <p className="mb-4 text-sm text-ink-500">
        {m.cardinal_ratings_intro()}{" "}
        <Link href="/ratings-methodology" className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{m.cardinal_ratings_method()}</Link>
      </p>
      {p.ratings.length === 0 ? <Empty text={m.cardinal_ratings_empty()} /> : (
        <ul className="space-y-4">
          {p.ratings.map((r) => (
            <li key={r.category} className="rounded-md border border-parchment-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-ink-900" lang="en">{r.category}</span>
                <span className="flex items-center gap-2 text-sm text-ink-700"><RatingDots value={r.rating} />{r.rating}/5</span>
              </div>
              <p className="mt-1 text-sm text-ink-700" lang="en">{r.description}</p>
              {(r.evidence || r.source) && (
                <p className="mt-1 text-xs text-ink-500">
                  {r.evidence && <>{m.cardinal_based_on()} <span lang="en">{r.evidence}</span> </>}
                  {r.source && <>{m.cardinal_source_label()} <SourceLink source={r.source} /></>}
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
      <Heading english={p.quotes.length > 0}>{m.cardinal_quotes_heading()}</Heading>
      {p.quotes.length === 0 ? <Empty text={m.cardinal_quotes_empty()} /> : (
        <ul className="space-y-5">
          {p.quotes.map((q, i) => (
            <li key={i}>
              <blockquote className="border-l-4 border-gold-400 pl-4 font-serif text-lg italic text-ink-900" lang="en">“{q.text}”</blockquote>
              <p className="mt-1 pl-5 text-sm text-ink-500">
                {q.source && <>{m.cardinal_source_label()} {q.url ? (
                  <a href={q.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{q.source}</a>
                ) : q.source}</>} {q.date && <>({q.date})</>}
              </p>
              {q.content && <p className="pl-5 text-sm text-ink-500">{m.cardinal_context()} <span lang="en">{q.content}</span></p>}
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
      <Heading>{m.cardinal_sources_heading()}</Heading>
      {p.sources.length === 0 ? <Empty text={m.cardinal_sources_empty()} /> : (
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
  { value: "biography", label: () => m.cardinal_tab_biography(), Panel: BiographyTab },
  { value: "views", label: () => m.cardinal_tab_views(), Panel: ViewsTab },
  { value: "ratings", label: () => m.cardinal_tab_ratings(), Panel: RatingsTab },
  { value: "quotes", label: () => m.cardinal_tab_quotes(), Panel: QuotesTab },
  { value: "sources", label: () => m.cardinal_tab_sources(), Panel: SourcesTab },
] as const;

export function ProfileTabs({ profile }: { profile: CardinalProfile }) {
  return (
    <TabsRoot defaultValue="biography">
      <Tabs.List aria-label={m.cardinal_profile_sections()} className="flex gap-1 overflow-x-auto border-b border-parchment-300">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className="whitespace-nowrap border-b-2 border-transparent px-2 sm:px-3 py-2 text-sm font-medium text-ink-500 hover:text-ink-900 data-[state=active]:border-cardinal-700 data-[state=active]:text-cardinal-800">
            {t.label()}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <TabPanel key={value} value={value} className="pt-5 focus-visible:outline-none">
          <Panel p={profile} />
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
