/**
 * Said in place, only to readers without JavaScript, where a part of a page
 * cannot work for them (a vote, a game, the dashboard). Everything else the
 * server renders reads without it.
 */
export function NeedsJavaScript({ what }: { what: string }) {
  return (
    <noscript>
      <p className="rounded-md border border-gold-400 bg-gold-50 p-3 text-sm text-ink-900">
        {what} needs JavaScript, which is turned off in this browser. The rest of the page reads without it.
      </p>
    </noscript>
  );
}
