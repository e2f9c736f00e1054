import { youtubeEmbedUrl } from "../../src/shared/youtube.ts";
import type { StreamSource } from "./streams.ts";
import { m } from "../lib/i18n/messages.ts";

/** Autoplay needs `autoplay` in the frame's permissions; the rest lets the player work fully. */
const ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

interface Props {
  heading: string;
  /** The frame's accessible name. */
  title: string;
  source: StreamSource;
  muted: boolean;
  /** Reads the address again (offered when it could not be read). */
  onRetry?: () => void;
}

/** One live stream: a youtube-nocookie player, a loading shape, the "not set" card, or the "could not be reached" card. */
export function StreamPlayer({ heading, title, source, muted, onRetry }: Props) {
  return (
    <section aria-label={heading} className="card overflow-hidden">
      <h2 className="flex items-center gap-2 border-b border-parchment-200 px-4 py-3 font-serif text-lg font-semibold text-ink-900">
        <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-cardinal-600" />
        {heading}
        <span className="ml-auto text-xs font-sans font-medium text-ink-500">{muted ? m.live_muted() : m.live_with_sound()}</span>
      </h2>
      <div className="aspect-video w-full bg-ink-900">
        {source.kind === "video" && (
          <iframe
            src={youtubeEmbedUrl(source.id, { autoplay: true, muted })}
            title={title}
            allow={ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-full w-full border-0"
          />
        )}
        {source.kind === "loading" && (
          <div role="status" className="flex h-full w-full animate-pulse items-center justify-center text-sm text-parchment-300">
            {m.live_loading_stream()}
          </div>
        )}
        {source.kind === "unset" && (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-ink-900 to-cardinal-900 p-6 text-center" data-testid="stream-unset">
            <span aria-hidden="true" className="text-3xl text-gold-300">▶</span>
            <p className="font-serif text-lg text-white">{m.live_stream_unset()}</p>
            <p className="max-w-sm text-sm text-parchment-300">{m.live_stream_unset_text()}</p>
          </div>
        )}
        {source.kind === "unavailable" && (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-ink-900 to-cardinal-900 p-6 text-center" data-testid="stream-unavailable">
            <span aria-hidden="true" className="text-3xl text-gold-300">▶</span>
            <p className="font-serif text-lg text-white">{m.live_stream_unavailable()}</p>
            <p className="max-w-sm text-sm text-parchment-300">{m.live_stream_unavailable_text()}</p>
            {onRetry && <button type="button" onClick={onRetry} className="btn mt-1 border border-gold-300 text-gold-100 hover:bg-cardinal-800">{m.live_try_again()}</button>}
          </div>
        )}
      </div>
    </section>
  );
}
