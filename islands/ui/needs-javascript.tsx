/**
 * Said in place, only to readers without JavaScript, where a part of a page
 * cannot work for them (a vote, a game, the dashboard). Everything else the
 * server renders reads without it.
 */
/**
 * `sentence`, when given, is said whole instead: a page in another language passes its own, since
 * the English sentence cannot be assembled from a translated `what`.
 */
export function NeedsJavaScript({ what, sentence }: { what: string; sentence?: string }) {
  return (
    <noscript>
      <p className="rounded-md border border-gold-400 bg-gold-50 p-3 text-sm text-ink-900">
        {sentence ?? `${what} needs JavaScript, which is turned off in this browser. The rest of the page reads without it.`}
      </p>
    </noscript>
  );
}
