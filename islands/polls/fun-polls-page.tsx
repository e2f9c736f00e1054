import { Link } from "wouter";
import { PollCard } from "./poll-card.tsx";
import { usePolls } from "./queries.ts";
import { NeedsJavaScript } from "../ui/needs-javascript.tsx";
import { m } from "../lib/i18n/messages.ts";

function PollList() {
  const { data, isPending, isError } = usePolls();
  if (isPending) return <p role="status" data-js-only className="py-12 text-center text-ink-500">{m.live_polls_loading()}</p>;
  if (isError) return <p role="alert" className="rounded-md bg-cardinal-50 p-4 text-center text-cardinal-800">{m.live_polls_failed()}</p>;
  if (data.length === 0) return <p className="rounded-md bg-parchment-100 p-4 text-center text-ink-700">{m.live_polls_none()}</p>;
  return (
    <div className="space-y-6">
      {data.map((poll) => <PollCard key={poll.id} poll={poll} />)}
    </div>
  );
}

/** /fun-polls: every poll, one vote each. */
export default function FunPollsPage() {
  return (
    <div className="page py-6 sm:py-8">
      <div className="mx-auto max-w-3xl space-y-6">
        <Link href="/live-stream" className="inline-flex items-center gap-1 text-sm font-medium text-cardinal-700 hover:text-cardinal-900">
          <span aria-hidden="true">←</span> {m.live_polls_back()}
        </Link>
        <header>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{m.live_polls_eyebrow()}</p>
          <h1 className="mt-1 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{m.live_polls_title()}</h1>
          <p className="mt-2 text-ink-700">{m.live_polls_intro()}</p>
        </header>
        <NeedsJavaScript sentence={m.live_polls_needs_js()} />
        <PollList />
      </div>
    </div>
  );
}
