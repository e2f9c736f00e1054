import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Ballot, ConclaveState } from "../../src/shared/conclave.ts";
import { CONCLAVE_START_MAX_DAYS, CONCLAVE_START_MIN_DAYS } from "../../src/shared/conclave.ts";
import { useConclave } from "../lib/conclave.ts";
import { dayMonth, romeDate, romeTime, smokeWords } from "../lib/conclave-text.ts";
import { m } from "../lib/i18n/messages.ts";
import { formatLongDate } from "../lib/format.ts";
import { WhiteSmokeToggle } from "../ui/white-smoke-toggle.tsx";

const HEADINGS: Record<ConclaveState["phase"], () => string> = {
  "sede-plena": () => "",
  "sede-vacante": () => m.conclave_heading_vacant(),
  conclave: () => m.conclave_heading_conclave(),
  elected: () => m.conclave_heading_elected(),
};

/**
 * A translated sentence with some of its inputs marked up: each language puts the
 * inputs where its grammar wants them, so the markup is found in the finished text
 * rather than placed around fixed English fragments.
 */
function marked(text: string, parts: { value: string; render: (value: string) => ReactNode }[]): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  for (const [i, part] of parts.entries()) {
    const at = rest.indexOf(part.value);
    if (at < 0 || part.value === "") continue;
    out.push(rest.slice(0, at), <span key={i}>{part.render(part.value)}</span>);
    rest = rest.slice(at + part.value.length);
  }
  out.push(rest);
  return out;
}
const strong = (value: string) => <strong>{value}</strong>;

function Source({ url }: { url: string }) {
  return <a href={url} rel="noopener noreferrer" target="_blank" className="text-xs text-cardinal-700 underline underline-offset-2">{m.conclave_source()}</a>;
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
        <h2 id="conclave-panel-heading" className="font-serif text-2xl font-semibold">{HEADINGS[data.phase]()}</h2>
        {data.phase !== "elected" && <WhiteSmokeToggle />}
      </div>
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
        <dl className="space-y-4 text-ink-700">
          {elected && (
            <div>
              <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">{m.conclave_elected()}</dt>
              <dd className="mt-1 font-serif text-xl text-ink-900">
                <Link href={`/cardinal/${elected.slug}`} className="underline decoration-gold-400 underline-offset-2">{elected.fullName}</Link>, {marked(m.conclave_took_name({ name: elected.papalName }), [{ value: elected.papalName, render: strong }])}
                <span className="block text-sm text-ink-500">{m.conclave_announced_at({ date: romeDate(elected.at), time: romeTime(elected.at) })} · <Source url={elected.sourceUrl} /></span>
              </dd>
            </div>
          )}
          {vacancy && (
            <div>
              <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">{m.conclave_see_vacant()}</dt>
              <dd className="mt-1">
                {vacancy.cause === "renunciation"
                  ? m.conclave_vacancy_renounced({ date: formatLongDate(vacancy.day) })
                  : m.conclave_vacancy_died({ date: formatLongDate(vacancy.day) })} <Source url={vacancy.sourceUrl} />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">{m.conclave_start()}</dt>
            <dd className="mt-1" data-testid="conclave-start">
              {conclaveStart ? (
                <>{m.conclave_start_announced({ date: romeDate(conclaveStart.at), time: romeTime(conclaveStart.at) })} <Source url={conclaveStart.sourceUrl} /></>
              ) : startWindow ? (
                marked(
                  m.conclave_start_window({ earliest: dayMonth(startWindow.earliest), latest: dayMonth(startWindow.latest), min: CONCLAVE_START_MIN_DAYS, max: CONCLAVE_START_MAX_DAYS }),
                  [{ value: dayMonth(startWindow.earliest), render: strong }, { value: dayMonth(startWindow.latest), render: strong }],
                )
              ) : null}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-widest text-gold-700">{m.conclave_electors()}</dt>
            <dd className="mt-1">
              <span className="font-serif text-3xl font-bold tabular-nums text-cardinal-800" data-testid="conclave-electors">{electors.count}</span> {m.conclave_electors_word({ count: electors.count })}{" "}
              {marked(m.conclave_majority({ majority: electors.majority }), [{
                value: String(electors.majority),
                render: (v) => <span className="font-semibold tabular-nums" data-testid="conclave-majority">{v}</span>,
              }])}
              <span className="block text-sm text-ink-500">
                {m.conclave_electors_note({ date: formatLongDate(electors.asOf) })}{" "}
                <Link href="/?conclaveElectors=true" className="text-cardinal-700 underline underline-offset-2">{m.conclave_see_in_directory()}</Link>
              </span>
            </dd>
          </div>
        </dl>
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-widest text-gold-700">{m.conclave_smoke_heading()}</h3>
          {data.ballots.length === 0 ? (
            <p className="mt-2 text-ink-700">{m.conclave_no_smoke()}</p>
          ) : (
            <ol className="mt-2 space-y-4" data-testid="conclave-timeline">
              {byDay(data.ballots).map((d) => (
                <li key={d.day}>
                  <p className="font-serif font-semibold text-ink-900">{m.conclave_day({ day: d.day, date: d.date })}</p>
                  <ol className="mt-1 space-y-1">
                    {d.ballots.map((b) => (
                      <li key={b.n} className="flex items-center gap-2 text-ink-700">
                        <SmokeDot smoke={b.smoke} />
                        <span>
                          {marked(m.conclave_ballot_line({ n: b.n, smoke: smokeWords(b.smoke), time: romeTime(b.at) }), [{
                            value: smokeWords(b.smoke),
                            render: (v) => <strong className={b.smoke === "white" ? "text-gold-700" : "text-ink-900"}>{v}</strong>,
                          }])}
                        </span>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
          {notes.length > 0 && (
            <div className="mt-5">
              <h3 className="text-xs font-semibold uppercase tracking-widest text-gold-700">{m.conclave_notes()}</h3>
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
