/**
 * How fit a cited host is to carry a fact. Shared by the content tests, which
 * enforce it, and tools/source-hosts.ts, which reports it.
 *
 * - A staging, preview or CDN host (stg., it-front., origin., cdn02., amp., ...)
 *   is never cited: the page may vanish or differ from what the publisher
 *   shows, so the publisher's own address is cited instead.
 * - A weak host (a reprint site, a partisan outlet, a tabloid or a minor blog)
 *   may carry only that outlet's own view, and its link title says so with
 *   "(opinion, Outlet)". Facts come from the original publisher, the Holy See,
 *   a diocese or a major outlet.
 * - Weak links, opinion included, stay at most 1% of all cited links.
 */

/** Host name patterns of staging, preview, CDN and AMP-cache copies of a publisher's site. */
export const STAGING: readonly RegExp[] = [
  /^(?:stg|staging|stage|preprod|preview|dev|qa|test|uat)[\d-]*\./,
  /-front\./,
  /^frontity\./,
  /^origin\./,
  /^cdn\d*\./,
  /^amp\./,
  /^app-webview\./,
  /^old\./,
  /\.(?:cdn\.ampproject\.org|translate\.goog|workers\.dev|azureedge\.net|cloudfront\.net|fastly\.net)$/,
];

/** Why each weak host is weak; the key is the registered host, subdomains included. */
export const WEAK: Readonly<Record<string, "reprint" | "partisan" | "tabloid" | "minor blog">> = {
  // sites that republish other outlets' reports: cite the original publisher
  "bishop-accountability.org": "reprint",
  "catholictime.com": "reprint",
  "cronicadelpoder.com": "reprint",
  "santamartaaldia.co": "reprint",
  "apnlive.com": "reprint",
  "newser.com": "reprint",
  "fatherdesouza.com": "reprint",
  "serbiennachrichten.com": "reprint",
  // outlets that argue a cause: their own view only, labelled as opinion
  "lifesitenews.com": "partisan",
  "cnsnews.com": "partisan",
  "newwaysministry.org": "partisan",
  "newdailycompass.com": "partisan",
  "thecatholicthing.org": "partisan",
  "queer.de": "partisan",
  "wir-sind-kirche.at": "partisan",
  "infovaticana.com": "partisan",
  "crisismagazine.com": "partisan",
  "churchmilitant.com": "partisan",
  "onepeterfive.com": "partisan",
  "newsbharati.com": "partisan",
  "yoinfluyo.com": "partisan",
  "therwandan.com": "partisan",
  "lapatilla.com": "partisan",
  // tabloids and viral sites
  "krone.at": "tabloid",
  "oe24.at": "tabloid",
  "heute.at": "tabloid",
  "thedailybeast.com": "tabloid",
  "dailyvoice.com": "tabloid",
  "affaritaliani.it": "tabloid",
  "mothership.sg": "tabloid",
  "irishcentral.com": "tabloid",
  "dailymail.co.uk": "tabloid",
  "thesun.co.uk": "tabloid",
  "nypost.com": "tabloid",
  // one-person sites and small blogs standing in for news reports
  "novenanews.com": "minor blog",
  "dominusest.ph": "minor blog",
  "chileencontexto.com": "minor blog",
  "salamplan.com": "minor blog",
};

/** The largest share of all cited links that may sit on weak hosts. */
export const MAX_WEAK_SHARE = 0.01;

const hostOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null);

export function isStagingHost(host: string): boolean {
  return STAGING.some((pattern) => pattern.test(host));
}

/** The weak host entry a host falls under, itself or a parent domain, or null. */
export function weakHost(host: string): string | null {
  const labels = host.replace(/^www\./, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    if (candidate in WEAK) return candidate;
  }
  return null;
}

export const isStagingUrl = (url: string): boolean => {
  const host = hostOf(url);
  return host !== null && isStagingHost(host);
};

export const isWeakUrl = (url: string): boolean => {
  const host = hostOf(url);
  return host !== null && weakHost(host) !== null;
};

/** A link title that says the page is an outlet's own view: "... (opinion, Outlet)". */
export function isOpinionLabel(label: string | undefined): boolean {
  return /\(opinion, [^)]+\)/.test(label ?? "");
}

/** Weak links as a share of all links. */
export function weakShare(urls: readonly string[]): number {
  return urls.length === 0 ? 0 : urls.filter(isWeakUrl).length / urls.length;
}
