import { useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { CastVote } from "./cast-vote.tsx";
import { VoteResultsPanel } from "./vote-results.tsx";
import { useVoteStatus } from "./queries.ts";
import { m } from "../lib/i18n/messages.ts";
import { NeedsJavaScript } from "../ui/needs-javascript.tsx";

type Tab = "vote" | "results";

const TRIGGER = "flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-500 hover:text-ink-900 data-[state=active]:border-cardinal-700 data-[state=active]:text-cardinal-800";

/**
 * The Papal Election Poll card. Until the visitor picks a tab, it
 * follows the vote status: Results once they have voted, Cast Vote before. A
 * vote pins Cast Vote so that it can say "You've already voted".
 */
export function ElectionPoll() {
  const status = useVoteStatus();
  const [picked, setPicked] = useState<Tab | null>(null);
  const tab: Tab = picked ?? (status.data?.hasVoted ? "results" : "vote");
  return (
    <section aria-labelledby="election-poll-heading" className="card p-4 sm:p-5">
      <h2 id="election-poll-heading" className="font-serif text-xl font-semibold text-ink-900">{m.live_poll_heading()}</h2>
      <p className="mt-1 text-sm text-ink-500">{m.live_poll_intro()}</p>
      <NeedsJavaScript sentence={m.live_poll_needs_js()} />
      <Tabs.Root value={tab} onValueChange={(v) => setPicked(v as Tab)} className="mt-4">
        <Tabs.List aria-label={m.live_poll_heading()} className="flex border-b border-parchment-300">
          <Tabs.Trigger value="vote" className={TRIGGER}>{m.live_poll_tab_vote()}</Tabs.Trigger>
          <Tabs.Trigger value="results" className={TRIGGER}>{m.live_poll_tab_results()}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="vote" className="pt-4 focus-visible:outline-none">
          <CastVote status={status.data} onVoted={() => setPicked("vote")} onShowResults={() => setPicked("results")} />
        </Tabs.Content>
        <Tabs.Content value="results" className="pt-4 focus-visible:outline-none">
          <VoteResultsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
