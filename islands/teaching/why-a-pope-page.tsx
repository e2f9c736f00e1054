import { Link } from "wouter";
import { Markdown } from "../ui/markdown.tsx";
import { whyAPopeText, type TeachingTab } from "./why-a-pope-content.ts";
import { PageTabs } from "../ui/page-tabs.tsx";
import { TextSections } from "../ui/text-sections.tsx";
import { MarkdownAccordion } from "../ui/markdown-accordion.tsx";
import { ObjectionsPanel } from "./objections-panel.tsx";
import { DialogueTips } from "./dialogue-tips.tsx";
import { FurtherReading } from "./further-reading.tsx";
import { m } from "../lib/i18n/messages.ts";

function tabContent(tab: TeachingTab) {
  if (tab.groups) return <ObjectionsPanel groups={tab.groups} />;
  if (tab.accordion) return <div className="max-w-3xl"><MarkdownAccordion type="single" items={tab.accordion} /></div>;
  return <TextSections sections={tab.sections ?? []} />;
}

/**
 * /why-a-pope: the Catholic case for the papacy, with the other Christian readings beside it.
 * The text is the page's language's copy; where the English one stands in (`lang`), each part of it says so.
 */
export default function WhyAPopePage() {
  const { text: whyAPope, lang } = whyAPopeText.read();
  return (
    <article className="page space-y-12 py-8 sm:py-12">
      <header className="mx-auto max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">
          {m.teaching_eyebrow()}
          {lang && <span className="font-normal normal-case tracking-normal text-ink-500" data-testid="in-english"> · {m.in_english()}</span>}
        </p>
        <h1 lang={lang} className="mt-2 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{whyAPope.title}</h1>
        <div lang={lang}><Markdown text={whyAPope.introduction} className="mt-4 text-lg" /></div>
      </header>
      <PageTabs className="mx-auto max-w-3xl" lang={lang} label={m.teaching_topics_label()} tabs={whyAPope.tabs.map((t) => ({ value: t.id, label: t.label, content: tabContent(t) }))} />
      <DialogueTips tips={whyAPope.dialogueTips} lang={lang} />
      <FurtherReading reading={whyAPope.furtherReading} lang={lang} />
      <aside className="card flex flex-col items-start gap-3 border-gold-300 bg-gold-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-700">
          <span className="font-serif text-lg font-semibold text-ink-900">{m.teaching_next_title()}</span> {m.teaching_next_body()}
        </p>
        <Link href="/conclave-insights" className="btn-primary shrink-0 no-underline">{m.teaching_next_link()}</Link>
      </aside>
    </article>
  );
}
