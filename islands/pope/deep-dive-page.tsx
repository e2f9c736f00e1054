import { Link } from "wouter";
import { Markdown } from "../ui/markdown.tsx";
import { deepDive, type DeepDiveTab } from "./deep-dive-content.ts";
import { PageTabs } from "../ui/page-tabs.tsx";
import { MarkdownAccordion } from "../ui/markdown-accordion.tsx";
import { SourceList } from "./source-list.tsx";
import { TextSections } from "../ui/text-sections.tsx";
import { useSiteConfig } from "../lib/site-config.ts";
import { formatLongDate } from "../lib/format.ts";
import { timeBetweenInWords } from "../../src/shared/age.ts";
import { electionDayOf } from "../../src/shared/conclaves.ts";

/** How long he has been pope, worked out for the day the page is shown rather than written once. */
function TimeInOffice() {
  const { today } = useSiteConfig();
  const elected = electionDayOf("robert-francis-prevost");
  if (!today || !elected || today < elected) return null;
  return (
    <p className="mt-3 text-sm text-ink-500" data-testid="time-in-office">
      Leo XIV was elected on {formatLongDate(elected)}, {timeBetweenInWords(elected, today)} before {formatLongDate(today)}, the day this page was shown.
    </p>
  );
}

function tabContent(tab: DeepDiveTab) {
  return tab.accordion ? (
    // Theological Positions: long items, several may be open while reading.
    <div className="max-w-3xl"><MarkdownAccordion type="multiple" items={tab.accordion} bodyClassName="text-[1.0625rem]" /></div>
  ) : <TextSections sections={tab.sections ?? []} />;
}

/** Sits under the site header while reading, so the way back is always one tap away. */
function StickyHeader() {
  return (
    <div className="sticky top-16 z-30 border-b border-parchment-300 bg-parchment-50/95 backdrop-blur">
      <div className="page flex h-12 items-center justify-between gap-3">
        <Link href="/new-holy-father" className="text-sm font-semibold text-cardinal-700 no-underline hover:text-cardinal-900">
          ← Back to the profile of Pope Leo XIV
        </Link>
        <span className="hidden truncate font-serif text-sm text-ink-500 sm:block">Deep dive · Leo XIV</span>
      </div>
    </div>
  );
}

/** /deep-dive-pope-leo: a long read in four tabs, with its references. */
export default function DeepDivePage() {
  return (
    <>
      <StickyHeader />
      <article className="page space-y-10 py-8 sm:py-12">
        <header className="mx-auto max-w-3xl">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">Deep dive</p>
          <h1 className="mt-2 font-serif text-3xl font-semibold leading-tight text-ink-900 sm:text-4xl">{deepDive.title}</h1>
          <Markdown text={deepDive.introduction} className="mt-4 text-lg" />
          <TimeInOffice />
        </header>
        <PageTabs className="mx-auto max-w-3xl" label="Deep dive sections" tabs={deepDive.tabs.map((t) => ({ value: t.id, label: t.label, content: tabContent(t) }))} />
        <SourceList sources={deepDive.references} title="References" id="references-title" />
      </article>
    </>
  );
}
