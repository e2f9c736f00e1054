/**
 * Said in place, only to readers without JavaScript, where a part of a page
 * cannot work for them (a vote, a game, the dashboard). Everything else the
 * server renders reads without it. A translated page passes the whole
 * `sentence` in its language: the English frame around `what` reads only in English.
 */
export function NeedsJavaScript(props: { what: string } | { sentence: string }) {
  return (
    <noscript>
      <p className="rounded-md border border-gold-400 bg-gold-50 p-3 text-sm text-ink-900">
        {"sentence" in props ? props.sentence : `${props.what} needs JavaScript, which is turned off in this browser. The rest of the page reads without it.`}
      </p>
    </noscript>
  );
}
