import { Link } from "wouter";
import { Markdown } from "../ui/markdown.tsx";
import { deepDive, type DeepDiveTab } from "./deep-dive-content.ts";
import { PageTabs } from "../ui/page-tabs.tsx";
import { MarkdownAccordion } from "../ui/markdown-accordion.tsx";
import { SourceList } from "./source-list.tsx";
import { PontificateEnded } from "./pontificate-ended.tsx";
import { TextSections } from "../ui/text-sections.tsx";
import { InEnglish } from "../ui/in-english.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { monthsBetween } from "../../src/shared/age.ts";
import { electionDayOf } from "../../src/shared/conclaves.ts";

/** "1 year and 6 months", "less than a month", in the page's language. */
export function timeInWords(from: string, to: string): string {
  const months = monthsBetween(from, to);
  if (months < 1) return m.pope_span_under_a_month();
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return m.pope_span_months({ count: rest });
  if (rest === 0) return m.pope_span_years({ count: years });
  return m.pope_span_years_and_months({ years: m.pope_span_years({ count: years }), months: m.pope_span_months({ count: rest }) });
}

/** How long he has been pope, worked out for the day the page is shown rather than written once. */
function TimeInOffice() {
  const { today } = useSiteConfig();
  const elected = electionDayOf("robert-francis-prevost");
  if (!today || !elected || today < elected) return null;
  return (
    <p className="mt-3 text-sm text-ink-500" data-testid="time-in-office">
      {m.pope_time_in_office({ elected: formatLongDate(elected), span: timeInWords(elected, today), today: formatLongDate(today) })}
    </p>
  );
}

function tabContent(tab: DeepDiveTab) {
  return (
    <div lang="en">
      {tab.accordion ? (
        // Theological Positions: long items, several may be open while reading.
        <div className="max-w-3xl"><MarkdownAccordion type="multiple" items={tab.accordion} bodyClassName="text-[1.0625rem]" /></div>
      ) : <TextSections sections={tab.sections ?? []} />}
    </div>
  );
}

/** Sits under the site header while reading, so the way back is always one tap away. */
function StickyHeader() {
  return (
    <div className="sticky top-16 z-30 border-b border-parchment-300 bg-parchment-50/95 backdrop-blur">
      <div className="page flex h-12 items-center justify-between gap-3">
        <Link href="/new-holy-father" className="truncate text-sm font-semibold text-cardinal-700 no-underline hover:text-cardinal-900">
          {m.pope_back_to_profile()}
        </Link>
        <span className="hidden truncate font-serif text-sm text-ink-500 sm:block">{m.pope_deep_dive_short()}</span>
      </div>
    </div>
  );
}

/** /deep-dive-pope-leo: a long read in four tabs, with its references; the read itself is written in English. */
export default function DeepDivePage() {
  return (
    <>
      <StickyHeader />
      <article className="page space-y-10 py-8 sm:py-12">
        <PontificateEnded className="mx-auto max-w-3xl" />
        <header className="mx-auto max-w-3xl">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{m.pope_deep_dive()} <InEnglish className="ml-2" /></p>
          <h1 lang="en" className="mt-2 font-serif text-3xl font-semibold leading-tight text-ink-900 sm:text-4xl">{deepDive.title}</h1>
          <div lang="en"><Markdown text={deepDive.introduction} className="mt-4 text-lg" /></div>
          <TimeInOffice />
        </header>
        <PageTabs
          className="mx-auto max-w-3xl"
          label={m.pope_deep_dive_sections()}
          tabs={deepDive.tabs.map((t) => ({ value: t.id, label: <span lang="en">{t.label}</span>, content: tabContent(t) }))}
        />
        <SourceList sources={deepDive.references} title={m.pope_references_heading()} id="references-title" />
      </article>
    </>
  );
}
