import { fieldLabel, type RosterChange } from "../../shared/roster-fields.ts";
import { SITE_NAME } from "../../shared/site.ts";

import { xmlText as xml } from "../http/xml.ts";

const shown = (v: string | null) => v ?? "(none)";

/** One sentence per change, as plain text: old value, new value, source. */
export function describeChange(c: RosterChange): string {
  const origin = c.fromCorrection ? " It applies a correction suggested by a visitor." : "";
  const note = c.note ? ` Note: ${c.note}` : "";
  return `${fieldLabel(c.field)}: ${shown(c.oldValue)} → ${shown(c.newValue)}. Source: ${c.sourceUrl}.${origin}${note}`;
}

/** The public change log as an Atom 1.0 feed (RFC 4287), newest first. */
export function changesAtom(changes: readonly RosterChange[], origin: string, updated: string): string {
  const entries = changes.map((c) => `  <entry>
    <id>${xml(`${origin}/changes#change-${c.id}`)}</id>
    <title>${xml(`${c.cardinalName}: ${fieldLabel(c.field)}`)}</title>
    <updated>${xml(c.at)}</updated>
    <link rel="alternate" type="text/html" href="${xml(`${origin}/cardinal/${c.slug}`)}"/>
    <link rel="related" href="${xml(c.sourceUrl)}"/>
    <content type="text">${xml(describeChange(c))}</content>
  </entry>`).join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(`${origin}/changes`)}</id>
  <title>${xml(`${SITE_NAME}: changes to the roster of cardinals`)}</title>
  <updated>${xml(updated)}</updated>
  <author><name>${xml(SITE_NAME)}</name></author>
  <link rel="self" type="application/atom+xml" href="${xml(`${origin}/changes.atom`)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${origin}/changes`)}"/>
${entries}
</feed>
`;
}
