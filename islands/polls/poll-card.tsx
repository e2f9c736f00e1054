import { useId, useState, type FormEvent } from "react";
import type { Poll } from "../../src/shared/participation.ts";
import { usePollVote } from "./poll-vote.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { shareLabel } from "../lib/format.ts";

function PollResults({ poll }: { poll: Poll }) {
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {poll.options.map((o) => {
          const label = o.label;
          const share = shareLabel(o.percentage);
          const mine = o.id === poll.votedOptionId;
          return (
            <li key={o.id} data-testid="poll-result">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className={mine ? "font-semibold text-ink-900" : "text-ink-700"}>
                  <span lang="en">{label}</span>
                  {mine && <span className="ml-2 rounded bg-cardinal-100 px-1.5 py-0.5 text-xs font-medium text-cardinal-800">{m.live_polls_your_vote()}</span>}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-ink-900">{share}</span>
              </div>
              <div role="progressbar" aria-label={`${label}: ${share}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={o.percentage} className="mt-1 h-2 overflow-hidden rounded-full bg-parchment-200">
                <div className={`h-full rounded-full ${mine ? "bg-cardinal-700" : "bg-gold-500"}`} style={{ width: `${Math.min(100, Math.max(0, o.percentage))}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-500">
        <span className="italic">{m.live_polls_already()}</span> {m.live_polls_so_far({ count: poll.totalVotes })}
      </p>
    </div>
  );
}

function PollForm({ poll }: { poll: Poll }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const vote = usePollVote(poll);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) vote.mutate(chosen);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div role="radiogroup" aria-label={poll.question} lang="en" className="space-y-2">
        {poll.options.map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-3 rounded-md border border-parchment-300 px-3 py-2 text-sm text-ink-900 hover:bg-parchment-100 has-[:checked]:border-cardinal-600 has-[:checked]:bg-cardinal-50">
            <input type="radio" name={`poll-${poll.id}`} value={o.id} checked={chosen === o.id} onChange={() => setChosen(o.id)} className="accent-cardinal-700" />
            {o.label}
          </label>
        ))}
      </div>
      <button type="submit" className="btn-primary" disabled={chosen === null || vote.isPending}>
        {vote.isPending ? m.live_polls_voting() : m.live_submit_vote()}
      </button>
    </form>
  );
}

/** One poll: its options to choose from, or its results once this visitor has voted. */
export function PollCard({ poll }: { poll: Poll }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6" data-poll={poll.id}>
      {/* The questions and answers are the site's content, written in English. */}
      <h2 id={headingId} lang="en" className="font-serif text-xl font-semibold text-ink-900">{poll.question}</h2>
      {getLocale() !== "en" && <p className="text-xs uppercase tracking-wide text-ink-500">{m.in_english()}</p>}
      {poll.description && <p lang="en" className="mt-1 text-sm text-ink-500">{poll.description}</p>}
      <div className="mt-4">{poll.hasVoted ? <PollResults poll={poll} /> : <PollForm poll={poll} />}</div>
    </article>
  );
}
