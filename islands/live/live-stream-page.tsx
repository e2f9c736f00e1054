import { Link } from "wouter";
import { m } from "../lib/i18n/messages.ts";
import { aboutConclave } from "./about-conclave.ts";
import { ElectionPoll } from "./election-poll.tsx";
import { useSiteMessage, useStreamAddress } from "./queries.ts";
import { StreamPlayer } from "./stream-player.tsx";
import { DEFAULT_CONCLAVE_VIDEO_ID, DEFAULT_ST_PETERS_VIDEO_ID, streamSource } from "./streams.ts";
import { TextNotice } from "./text-notice.tsx";
import { ConclavePanel } from "./conclave-panel.tsx";
import { VacancyOffices } from "./vacancy-offices.tsx";

function AboutConclave() {
  const about = aboutConclave();
  return (
    <section aria-labelledby="about-conclave-heading" className="card p-5 sm:p-6">
      <h2 id="about-conclave-heading" className="font-serif text-2xl font-semibold text-ink-900">{about.heading}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-700">
        {about.paragraphs.map((p) => <p key={p}>{p}</p>)}
      </div>
    </section>
  );
}

/**
 * With no stream set the page says what it is for and when video appears,
 * once, instead of two empty players.
 */
function NoStreamNow() {
  return (
    <section aria-labelledby="no-stream-heading" className="card p-5 sm:p-6" data-testid="no-stream">
      <h2 id="no-stream-heading" className="font-serif text-2xl font-semibold text-ink-900">{m.live_no_stream_heading()}</h2>
      <p className="mt-3 leading-relaxed text-ink-700">{m.live_no_stream_text()}</p>
    </section>
  );
}

/** /live-stream: both streams, the operator's notice, the election poll and links onward. */
export default function LiveStreamPage() {
  const message = useSiteMessage("livestream-page-message");
  const stPetersAddress = useStreamAddress("youtube-url-st-peters");
  const conclaveAddress = useStreamAddress("youtube-url");
  const stPeters = streamSource(stPetersAddress, DEFAULT_ST_PETERS_VIDEO_ID);
  const conclave = streamSource(conclaveAddress, DEFAULT_CONCLAVE_VIDEO_ID);
  return (
    <div className="page space-y-6 py-6 sm:py-8">
      <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-cardinal-700 hover:text-cardinal-900">
        <span aria-hidden="true">←</span> {m.live_back()}
      </Link>
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{m.live_eyebrow()}</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{m.live_title()}</h1>
        <p className="mt-2 max-w-2xl text-ink-700">{m.live_intro()}</p>
      </header>
      <TextNotice message={message} label={m.live_notice_label()} />
      <ConclavePanel />
      {/* Phones read streams, poll, then the rest; wide screens put the poll beside the streams. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-1">
          {stPeters.kind === "unset" && conclave.kind === "unset" ? <NoStreamNow /> : (
            <>
              <StreamPlayer heading={m.live_st_peters()} title={m.live_st_peters_title()} source={stPeters} muted={false} onRetry={() => void stPetersAddress.refetch()} />
              <StreamPlayer heading={m.live_conclave_coverage()} title={m.live_conclave_coverage_title()} source={conclave} muted onRetry={() => void conclaveAddress.refetch()} />
            </>
          )}
        </div>
        <aside className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1" aria-label={m.live_aside_label()}>
          <ElectionPoll />
          <div className="card p-5">
            <p className="font-serif text-lg font-semibold text-ink-900">{m.live_how_elected()}</p>
            <p className="mt-1 text-sm text-ink-700">{m.live_how_elected_text()}</p>
            <Link href="/conclave-insights" className="mt-3 inline-block font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">
              {m.live_learn_how()}
            </Link>
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:row-start-2">
          <div className="card flex flex-col items-start gap-3 border-gold-300 bg-gold-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-700">
              <span className="font-serif text-lg font-semibold text-ink-900">{m.live_waiting_white()}</span> {m.live_try_polls()}
            </p>
            <Link href="/fun-polls" className="btn-primary shrink-0 no-underline">{m.live_take_polls()}</Link>
          </div>
          <AboutConclave />
          <VacancyOffices />
        </div>
      </div>
    </div>
  );
}
