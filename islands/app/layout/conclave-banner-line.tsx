import { Link } from "wouter";
import { bannerText } from "../../lib/conclave-text.ts";
import { m } from "../../lib/i18n/messages.ts";
import type { ConclaveState } from "../../../src/shared/conclave.ts";
import { WhiteSmokeToggle } from "../../ui/white-smoke-toggle.tsx";

/**
 * The banner's line while the See is vacant (see conclave-banner.tsx). The white-smoke headline pulses
 * only for visitors who have not asked for reduced motion.
 */
export default function ConclaveBannerLine({ data }: { data: ConclaveState }) {
  const text = bannerText(data);
  if (!text) return null;
  const white = text.smoke === "white";
  return (
    <div
      data-testid="conclave-banner" data-phase={data.phase}
      className={`border-b ${white ? "border-gold-300 bg-parchment-50 text-ink-900" : "border-ink-900 bg-ink-900 text-white"}`}
    >
      <div className="page flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm" role="status" aria-live="polite" aria-atomic="true">
        {text.headline && (
          <strong className="font-serif text-lg tracking-widest text-gold-700 motion-safe:animate-pulse">{text.headline}</strong>
        )}
        {text.smoke && !white && <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-ink-500 ring-2 ring-white/40" />}
        <span className={data.phase === "elected" ? "font-serif text-lg font-semibold" : "font-medium"}>
          {text.line}
          {text.link && <> <Link href={text.link.href} className="underline decoration-gold-400 underline-offset-2">{text.link.text}</Link></>}
        </span>
        {text.detail && <span className={white ? "text-ink-700" : "text-parchment-300"}>{text.detail}</span>}
        <span className="ml-auto flex flex-wrap items-center gap-3">
          <Link href="/live-stream" className={white ? "font-medium text-cardinal-700 underline" : "font-medium text-gold-200 underline"}>{m.conclave_follow_live()}</Link>
          {data.phase !== "elected" && <WhiteSmokeToggle className={white ? "!border-ink-500 !text-ink-900" : ""} />}
        </span>
      </div>
    </div>
  );
}
