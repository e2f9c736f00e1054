import { Markdown } from "../ui/markdown.tsx";
import type { Entry } from "./why-a-pope-content.ts";
import { m } from "../lib/i18n/messages.ts";

/** Advice for talking about the papacy with other Christians; `lang`: the tips are the English stand-in for a translation. */
export function DialogueTips({ tips, lang }: { tips: Entry[]; lang?: "en" | undefined }) {
  return (
    <section aria-labelledby="dialogue-tips-title">
      <h2 id="dialogue-tips-title" className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">{m.teaching_dialogue_tips()}</h2>
      <ol lang={lang} className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {tips.map((tip, i) => (
          <li key={tip.title} className="card p-5">
            <p className="flex items-baseline gap-3">
              <span aria-hidden="true" className="font-serif text-2xl font-semibold text-gold-600">{i + 1}</span>
              <span className="font-semibold text-ink-900">{tip.title}</span>
            </p>
            <Markdown text={tip.body} className="text-sm [&_p:first-child]:mt-2" />
          </li>
        ))}
      </ol>
    </section>
  );
}
