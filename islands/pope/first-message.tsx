import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { InEnglish } from "../ui/in-english.tsx";
import type { FirstMessage as Message } from "./pope-profile.ts";

/** The mark for words left out of a quotation. */
export const CUT = "…";

/**
 * The paragraphs the quotation shows, in order: each excerpt is one unbroken
 * passage (paragraphs split by blank lines), the first opens the message, and
 * the words between passages and after the last are left out, so a cut mark
 * stands in each of those places. Joining passages without it would present
 * words spoken minutes apart as one continuous quotation.
 */
export function quotedParagraphs(excerpts: readonly string[]): string[] {
  return excerpts.flatMap((passage) => [...passage.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean), CUT]);
}

/** Excerpts of his first words as pope, with their official source; the words and the occasion stay in English. */
export function FirstMessage({ message }: { message: Message }) {
  return (
    <section aria-labelledby="first-message-title" className="rounded-xl border border-gold-300 bg-gold-50 px-5 py-8 sm:px-10">
      <div className="mx-auto max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-800">
          {message.occasion && <span lang="en">{message.occasion}</span>}
          {message.occasion && message.date && " · "}
          {message.date && formatLongDate(message.date)}
        </p>
        <div className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <h2 id="first-message-title" className="font-serif text-2xl font-semibold text-ink-900 sm:text-3xl">{m.pope_first_message_heading()}</h2>
          <InEnglish />
        </div>
        <blockquote lang="en" className="mt-5 space-y-4 border-l-4 border-cardinal-700 pl-5 font-serif text-lg leading-relaxed text-ink-900 sm:text-xl">
          {quotedParagraphs(message.excerpts).map((line, i) => <p key={i}>{line}</p>)}
        </blockquote>
        <p className="mt-5 text-sm text-ink-500">
          {m.pope_excerpts_note({ cut: CUT })}
          {message.source && (
            <>
              {" "}{m.pope_source_label()}{" "}
              <a href={message.source.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">
                {message.source.title}
              </a>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
