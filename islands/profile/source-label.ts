/** Outlets our sources cite, by host, so links read "Vatican News" rather than a domain. */
const OUTLETS: Record<string, string> = {
  "press.vatican.va": "Holy See Press Office", "vatican.va": "Vatican", "vaticannews.va": "Vatican News",
  "wikidata.org": "Wikidata", "wikipedia.org": "Wikipedia", "reuters.com": "Reuters", "apnews.com": "AP News",
  "bbc.com": "BBC", "bbc.co.uk": "BBC", "nytimes.com": "The New York Times", "theguardian.com": "The Guardian",
  "washingtonpost.com": "The Washington Post", "cnn.com": "CNN", "catholicnewsagency.com": "Catholic News Agency",
  "ncronline.org": "National Catholic Reporter", "americamagazine.org": "America Magazine", "cruxnow.com": "Crux",
  "pillarcatholic.com": "The Pillar", "ewtnnews.com": "EWTN News", "osvnews.com": "OSV News", "thetablet.co.uk": "The Tablet",
  "catholicnews.com": "Catholic News Service", "aleteia.org": "Aleteia", "zenit.org": "ZENIT", "ucanews.com": "UCA News",
  "lacroix-international.org": "La Croix International", "la-croix.com": "La Croix", "kathpress.at": "Kathpress",
  "katholisch.de": "katholisch.de", "catholicculture.org": "Catholic Culture", "fides.org": "Agenzia Fides",
  "religionnews.com": "Religion News Service", "npr.org": "NPR", "cbsnews.com": "CBS News", "nbcnews.com": "NBC News",
};

/** "https://www.vaticannews.va/en/..." → "Vatican News"; an unknown host reads as itself. */
export function outletName(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
  const known = Object.keys(OUTLETS).find((h) => host === h || host.endsWith(`.${h}`));
  return known ? OUTLETS[known]! : host;
}

/** Titles over 60 characters are cut to 57 plus "...". */
export function truncateTitle(title: string): string {
  return title.length > 60 ? `${title.slice(0, 57)}...` : title;
}

/** The URL shown is cut at 70 characters. */
export function truncateUrl(url: string): string {
  return url.length > 70 ? `${url.slice(0, 70)}...` : url;
}
