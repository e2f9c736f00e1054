import { Link } from "wouter";
import type { Ballot, ConclaveState } from "../../src/shared/conclave.ts";
import { CONCLAVE_START_MAX_DAYS, CONCLAVE_START_MIN_DAYS } from "../../src/shared/conclave.ts";
import { useConclave } from "../lib/conclave.ts";
import { dayMonth, romeDate, romeTime } from "../lib/conclave-text.ts";
import { formatLongDate } from "../lib/format.ts";
import { WhiteSmokeToggle } from "../ui/white-smoke-toggle.tsx";

const HEADINGS: Record<ConclaveState["phase"], string> = {
  "sede-plena": "",
  "sede-vacante": "Sede vacante",
  conclave: "The conclave is under way",
  elected: "Habemus Papam",
};

function Source({ url }: { url: string }) {
  return <a href={url} rel="noopener noreferrer" target="_blank" className="text-xs text-cardinal-700 underline underline-offset-2">source</a>;
}

function SmokeDot({ smoke }: { smoke: Ballot["smoke"] }) {
  return <span aria-hidden="true" className={`inline-block h-3.5 w-3.5 shrink-0 rounded-full border ${smoke === "white" ? "border-ink-500 bg-white" : "border-ink-900 bg-ink-900"}`} />;
}

/** The smokes, day by day, oldest first, as the timeline reads them. */
function byDay(ballots: readonly Ballot[]): { day: number; date: string; ballots: Ballot[] }[] {
  const days: { day: number; date: string; ballots: Ballot[] }[] = [];
  for (const b of ballots) {
    const last = days.at(-1);
    if (last?.day === b.day) last.ballots.push(b);
    else days.push({ day: b.day, date: romeDate(b.at), ballots: [b] });
  }
  return days;
}

/**
 * The conclave on the live page while the See is vacant: the vacancy and its
 * cause, the start (the window the rules allow until the start is announced),
 * the frozen electorate and its majority, every smoke by day, and the election.
 * Rendered on the server and kept current by the page's event stream.
 */
export function ConclavePanel() {
  const { data } = useConclave();
  if (!data || data.phase === "sede-plena") return null;
  const { vacancy, conclaveStart, startWindow, electors, elected } = data;
  const notes = data.events.filter((e) => e.note);
  return (
    <section aria-labelledby="conclave-panel-heading" data-testid="conclave-panel" className="card overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 bg-ink-900 px-5 py-4 text-white sm:px-6">
        <h2 id="conclave-panel-heading" className="font-serif text-2xl font-semibold">{HEADINGS[data.phase]}</h2>
        {data.phase !== "elected" && <WhiteSmokeToggle />}
      </div>
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
        <dl className="space-y-4 text-ink-700">
          {elected && (
            <div>
              <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">Elected</dt>
              <dd className="mt-1 font-serif text-xl text-ink-900">
                <Link href={`/cardinal/${elected.slug}`} className="underline decoration-gold-400 underline-offset-2">{elected.fullName}</Link>, who took the name <strong>{elected.papalName}</strong>
                <span className="block text-sm text-ink-500">Announced on {romeDate(elected.at)} at {romeTime(elected.at)} (Rome) · <Source url={elected.sourceUrl} /></span>
              </dd>
            </div>
          )}
          {vacancy && (
            <div>
              <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">The See fell vacant</dt>
              <dd className="mt-1">
                On {formatLongDate(vacancy.day)}: the pope {vacancy.cause === "renunciation" ? "renounced the office" : "died"}. <Source url={vacancy.sourceUrl} />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">Start of the conclave</dt>
            <dd className="mt-1" data-testid="conclave-start">
              {conclaveStart ? (
                <>{romeDate(conclaveStart.at)} at {romeTime(conclaveStart.at)} (Rome), as announced. <Source url={conclaveStart.sourceUrl} /></>
              ) : startWindow ? (
                <>
                  Not yet announced. The rules allow it between <strong>{dayMonth(startWindow.earliest)}</strong> and <strong>{dayMonth(startWindow.latest)}</strong>:
                  {` ${CONCLAVE_START_MIN_DAYS} to ${CONCLAVE_START_MAX_DAYS}`} days after the vacancy, or earlier if all the electors are present (Universi Dominici Gregis 37, as amended in 2013).
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">Electors</dt>
            <dd className="mt-1">
              <span className="font-serif text-3xl font-bold tabular-nums text-cardinal-800" data-testid="conclave-electors">{electors.count}</span> electors;
              a two-thirds majority is <span className="font-semibold tabular-nums" data-testid="conclave-majority">{electors.majority}</span> votes.
              <span className="block text-sm text-ink-500">
                Cardinals under 80 on {formatLongDate(electors.asOf)}, the day the See fell vacant (Universi Dominici Gregis 33).{" "}
                <Link href="/?conclaveElectors=true" className="text-cardinal-700 underline underline-offset-2">See them in the directory</Link>
              </span>
            </dd>
          </div>
        </dl>
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-widest text-gold-700">Smoke from the Sistine Chapel</h3>
          {data.ballots.length === 0 ? (
            <p className="mt-2 text-ink-700">No smoke yet.</p>
          ) : (
            <ol className="mt-2 space-y-4" data-testid="conclave-timeline">
              {byDay(data.ballots).map((d) => (
                <li key={d.day}>
                  <p className="font-serif font-semibold text-ink-900">Day {d.day} · {d.date}</p>
                  <ol className="mt-1 space-y-1">
                    {d.ballots.map((b) => (
                      <li key={b.n} className="flex items-center gap-2 text-ink-700">
                        <SmokeDot smoke={b.smoke} />
                        <span>Ballot {b.n}: <strong className={b.smoke === "white" ? "text-gold-700" : "text-ink-900"}>{b.smoke} smoke</strong> at {romeTime(b.at)}</span>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
          {notes.length > 0 && (
            <div className="mt-5">
              <h3 className="text-xs font-semibold uppercase tracking-widest text-gold-700">Notes</h3>
              <ul className="mt-2 space-y-1 text-sm text-ink-700">
                {notes.map((e) => <li key={e.id} className="whitespace-pre-line break-words">{romeDate(e.at)}, {romeTime(e.at)}: {e.note}</li>)}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
