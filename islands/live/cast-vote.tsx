import { useId, useMemo, useState, type FormEvent } from "react";
import { candidatesFrom, filterCandidates } from "./candidates.ts";
import { useCandidates } from "./queries.ts";
import { useCastVote } from "./cast-vote-mutation.ts";
import { m } from "../lib/i18n/messages.ts";
import { useNearViewport } from "../lib/use-near-viewport.ts";

function AlreadyVoted({ cardinalName, onShowResults }: { cardinalName: string | null; onShowResults: () => void }) {
  return (
    <div className="space-y-3 rounded-md bg-parchment-100 p-4 text-center">
      <p className="font-serif text-lg font-semibold text-ink-900">{m.live_already_voted()}</p>
      {cardinalName && <p className="text-sm text-ink-700">{m.live_your_prediction()}{" "}<span className="font-medium text-ink-900">{cardinalName}</span></p>}
      <button type="button" className="btn-outline" onClick={onShowResults}>{m.live_see_results()}</button>
    </div>
  );
}

interface Props {
  status: { hasVoted: boolean; cardinalName: string | null } | undefined;
  onVoted: () => void;
  onShowResults: () => void;
}

/**
 * Cast Vote: filter the cardinals, choose one, send. The list is read once the
 * form nears the screen (or the visitor tabs into it): on a phone the poll is
 * below the streams, and reading and laying out 250 names (with the fonts their
 * letters pull in) while the page becomes interactive was most of the live
 * page's blocking time. Until then it says it is loading, as before.
 */
export function CastVote({ status, onVoted, onShowResults }: Props) {
  const seen = useNearViewport<HTMLFormElement>();
  const list = useCandidates(seen.near);
  const vote = useCastVote(onVoted);
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { search: useId(), problem: useId() };
  const all = useMemo(() => candidatesFrom(list.data?.cardinals ?? []), [list.data]);
  const shown = useMemo(() => filterCandidates(all, term), [all, term]);

  if (status?.hasVoted) return <AlreadyVoted cardinalName={status.cardinalName} onShowResults={onShowResults} />;

  const candidate = all.find((c) => c.id === chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!candidate) return setProblem(m.live_select_cardinal());
    setProblem(null);
    vote.mutate({ cardinalId: candidate.id, cardinalName: candidate.fullName, slug: candidate.slug });
  };

  return (
    <form ref={seen.ref} onFocus={seen.wake} onSubmit={submit} className="space-y-3" noValidate>
      <p className="text-sm text-ink-700">{m.live_vote_question()}</p>
      <label htmlFor={ids.search} className="block text-sm font-medium text-ink-900">{m.live_search_cardinals()}</label>
      <input
        id={ids.search}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={m.live_search_placeholder()}
        autoComplete="off"
        className="w-full rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm text-ink-900 focus:border-cardinal-600 focus:outline-none focus:ring-2 focus:ring-gold-300"
      />
      <fieldset aria-describedby={problem ? ids.problem : undefined} className="min-w-0">
        <legend className="sr-only">{m.live_cardinals_legend()}</legend>
        {list.isPending && <p role="status" className="py-4 text-center text-sm text-ink-500">{m.live_loading_cardinals()}</p>}
        {list.isError && (
          <p className="py-4 text-center text-sm text-ink-700">
            {m.live_cardinals_failed()}{" "}<button type="button" className="text-cardinal-700 underline" onClick={() => void list.refetch()}>{m.live_try_again()}</button>
          </p>
        )}
        {list.isSuccess && (
          <div className="max-h-72 overflow-y-auto rounded-md border border-parchment-300" data-testid="candidate-list">
            {shown.length === 0 && <p className="p-3 text-sm text-ink-500">{m.live_no_match({ term: term.trim() })}</p>}
            {shown.map((c) => (
              <label key={c.id} className="flex cursor-pointer items-center gap-3 border-b border-parchment-200 px-3 py-2 text-sm text-ink-900 last:border-b-0 hover:bg-parchment-100 has-[:checked]:bg-cardinal-50">
                <input
                  type="radio"
                  name="cardinal"
                  value={c.id}
                  checked={chosen === c.id}
                  onChange={() => { setChosen(c.id); setProblem(null); }}
                  className="accent-cardinal-700"
                />
                {c.fullName}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {candidate && <p className="text-sm text-ink-700">{m.live_selected()}{" "}<span className="font-medium text-ink-900">{candidate.fullName}</span></p>}
      {problem && <p id={ids.problem} role="alert" className="text-sm font-medium text-cardinal-700">{problem}</p>}
      <button type="submit" className="btn-primary w-full" disabled={vote.isPending || !list.isSuccess}>
        {vote.isPending ? m.live_submitting() : m.live_submit_vote()}
      </button>
    </form>
  );
}
