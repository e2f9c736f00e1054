import { Link } from "wouter";
import { Markdown } from "../ui/markdown.tsx";
import { whyAPopeText, type TeachingTab } from "./why-a-pope-content.ts";
import { PageTabs } from "../ui/page-tabs.tsx";
import { TextSections } from "../ui/text-sections.tsx";
import { MarkdownAccordion } from "../ui/markdown-accordion.tsx";
import { ObjectionsPanel } from "./objections-panel.tsx";
import { DialogueTips } from "./dialogue-tips.tsx";
import { FurtherReading } from "./further-reading.tsx";

function tabContent(tab: TeachingTab) {
  if (tab.groups) return <ObjectionsPanel groups={tab.groups} />;
  if (tab.accordion) return <div className="max-w-3xl"><MarkdownAccordion type="single" items={tab.accordion} /></div>;
  return <TextSections sections={tab.sections ?? []} />;
}

/** /why-a-pope: the Catholic case for the papacy, with the other Christian readings beside it. */
export default function WhyAPopePage() {
  const { text: whyAPope, lang } = whyAPopeText.read();
  return (
    <article className="page space-y-12 py-8 sm:py-12" lang={lang}>
      <header className="mx-auto max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">Teaching</p>
        <h1 className="mt-2 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{whyAPope.title}</h1>
        <Markdown text={whyAPope.introduction} className="mt-4 text-lg" />
      </header>
      <PageTabs className="mx-auto max-w-3xl" label="Why a Pope? topics" tabs={whyAPope.tabs.map((t) => ({ value: t.id, label: t.label, content: tabContent(t) }))} />
      <DialogueTips tips={whyAPope.dialogueTips} />
      <FurtherReading reading={whyAPope.furtherReading} />
      <aside className="card flex flex-col items-start gap-3 border-gold-300 bg-gold-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-700">
          <span className="font-serif text-lg font-semibold text-ink-900">From teaching to today.</span> See who elects the next pope and how the College looks now.
        </p>
        <Link href="/conclave-insights" className="btn-primary shrink-0 no-underline">Explore Conclave Insights</Link>
      </aside>
    </article>
  );
}
