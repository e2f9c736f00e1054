import type { Cardinal } from "../shared/cardinals.ts";

/** One colour per region, from the site's palette, so a page of portraits reads as designed. */
const REGION_COLOURS: Record<string, [string, string]> = {
  Europe: ["#911a2f", "#5c1322"],
  Americas: ["#835721", "#5a3b1f"],
  Africa: ["#6b4621", "#3a3632"],
  Asia: ["#ad1f38", "#76172a"],
  Oceania: ["#5b5650", "#1f1c1a"],
};

function initials(c: Pick<Cardinal, "givenNames" | "lastName" | "fullName">): string {
  const first = (c.givenNames ?? c.fullName).trim()[0] ?? "";
  const last = c.lastName.trim()[0] ?? "";
  return (first + last).toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A drawn portrait for a cardinal without a licensed photo (4:5): the
 * initials in gold inside a double frame, on the colour of the region.
 */
export function portraitSvg(c: Pick<Cardinal, "givenNames" | "lastName" | "fullName" | "region">): string {
  const [top, bottom] = REGION_COLOURS[c.region] ?? ["#5b5650", "#3a3632"];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" role="img" aria-label="${escapeXml(c.fullName)}">
<defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></radialGradient></defs>
<rect width="400" height="500" fill="url(#g)"/>
<rect x="22" y="22" width="356" height="456" rx="6" fill="none" stroke="#d4aa45" stroke-opacity="0.55" stroke-width="2"/>
<rect x="32" y="32" width="336" height="436" rx="4" fill="none" stroke="#d4aa45" stroke-opacity="0.25" stroke-width="1"/>
<circle cx="200" cy="220" r="104" fill="#000" fill-opacity="0.12" stroke="#dfc16b" stroke-opacity="0.6" stroke-width="2"/>
<text x="200" y="252" text-anchor="middle" font-family="'Source Serif 4 Variable', Georgia, serif" font-size="96" font-weight="600" fill="#ebd9a0" letter-spacing="4">${escapeXml(initials(c))}</text>
<path d="M194 372 h12 v18 h16 v10 h-16 v34 h-12 v-34 h-16 v-10 h16 z" fill="#dfc16b" fill-opacity="0.8"/>
</svg>`;
}
