import type { RosterMember } from "../src/shared/roster.ts";

/** Religious institutes of the College, by the abbreviation that follows a name. */
const ORDERS: Record<string, string> = {
  SDB: "the Salesians of Don Bosco", SJ: "the Society of Jesus (Jesuits)", OFM: "the Order of Friars Minor (Franciscans)",
  OP: "the Order of Preachers (Dominicans)", OFMCap: "the Order of Friars Minor Capuchin", OFMConv: "the Order of Friars Minor Conventual",
  CM: "the Congregation of the Mission (Vincentians)", SVD: "the Society of the Divine Word", CSsR: "the Redemptorists",
  CSSp: "the Congregation of the Holy Spirit (Spiritans)", CS: "the Scalabrinian Missionaries", CMF: "the Claretian Missionaries",
  PSS: "the Society of Saint-Sulpice (Sulpicians)", OSA: "the Order of Saint Augustine (Augustinians)", OMI: "the Missionary Oblates of Mary Immaculate",
  OCist: "the Cistercian Order", OCD: "the Discalced Carmelites", OAR: "the Augustinian Recollects", MSC: "the Missionaries of the Sacred Heart",
  MAfr: "the Missionaries of Africa (White Fathers)", LC: "the Legionaries of Christ", ISch: "the Schoenstatt Fathers",
  IMC: "the Consolata Missionaries", CSC: "the Congregation of Holy Cross", CJM: "the Congregation of Jesus and Mary (Eudists)",
};

// Made on first use: summaries are written only when content is loaded, and the formatter costs milliseconds to create.
let day: Intl.DateTimeFormat | undefined;
const long = (iso: string) =>
  (day ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })).format(new Date(`${iso}T00:00:00Z`));

/** Changes when summaries are written differently, so the content loader writes them again (2: facts escaped). */
export const SUMMARY_FORMAT = "summary-format-2";

/**
 * A fact as literal markdown text: line breaks and other control characters
 * become spaces, and every character markdown could read as markup (emphasis,
 * code, links, images, headings, quotes, lists, HTML, entities) is escaped with
 * a backslash, so an operator's or a release's value always renders as the
 * words it holds.
 */
export function markdownLiteral(text: string): string {
  return text
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ")
    .replace(/[\\`*_[\]<>#&!|~{}]/g, (ch) => `\\${ch}`)
    // A list item or a heading underline begins a line; "1." or "1)" starts a numbered list.
    .replace(/^([-+=])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

/**
 * A factual summary in markdown built only from the roster's facts, so every
 * cardinal has a true biography even without a profile file. Each fact is
 * inserted as literal text (`markdownLiteral`): facts are data, never markup.
 */
export function factualSummary(raw: RosterMember): string {
  const m = literalFacts(raw);
  const place = m.birthplace ? ` in ${placeWithCountry(m.birthplace, m.country)}` : ` (${m.country})`;
  const sentences = [`${m.name} was born on ${long(m.born)}${place}.`];
  if (m.order) sentences.push(`He is a member of ${(Object.hasOwn(ORDERS, raw.order ?? "") ? ORDERS[raw.order!] : undefined) ?? `a religious institute (${m.order})`}.`);
  if (m.ordainedPriest) sentences.push(`He was ordained a priest on ${long(m.ordainedPriest)}.`);
  if (m.consecratedBishop) sentences.push(`He received episcopal consecration on ${long(m.consecratedBishop)}.`);
  if (m.created && m.createdBy) sentences.push(`${m.createdBy} created him a cardinal at the consistory of ${long(m.created)}${m.rank ? `; he belongs to the order of ${m.rank}s` : ""}.`);
  if (m.renounced) sentences.push(`On ${long(m.renounced)} he renounced the rights of the cardinalate, so he takes no part in a conclave.`);
  if (m.died) sentences.push(`He died on ${long(m.died)}.`);
  const office = m.office && !m.died ? `\n\n**Current office:** ${m.office}.` : "";
  return sentences.join(" ") + office;
}

/** The text facts of a member, each as literal markdown; dates stay as they are (they are formatted, never pasted). */
function literalFacts(m: RosterMember): RosterMember {
  const lit = (v: string | null) => (v === null ? null : markdownLiteral(v));
  return {
    ...m, name: markdownLiteral(m.name), country: markdownLiteral(m.country), birthplace: lit(m.birthplace), order: lit(m.order),
    office: lit(m.office), createdBy: lit(m.createdBy) as RosterMember["createdBy"], rank: lit(m.rank) as RosterMember["rank"],
  };
}

/** "Boto, Democratic Republic of the Congo", but never "Singapore, Singapore". */
function placeWithCountry(place: string, country: string): string {
  const parts = place.split(",").map((p) => p.trim().toLowerCase());
  return parts.includes(country.toLowerCase()) ? place : `${place}, ${country}`;
}

/** The official biography and the Wikidata item, where the roster has them. */
export function factualSources(m: RosterMember): { title: string; url: string }[] {
  return [
    ...(m.pressOfficeBio ? [{ title: `Holy See Press Office: biography of Cardinal ${m.name}`, url: m.pressOfficeBio }] : []),
    ...(m.wikidata ? [{ title: `Wikidata: ${m.name}`, url: `https://www.wikidata.org/wiki/${m.wikidata}` }] : []),
    ...(m.died && m.diedSource ? [{ title: `Report of his death (${long(m.died)})`, url: m.diedSource }] : []),
    ...(m.renounced && m.renouncedSource ? [{ title: `Renunciation of the rights of the cardinalate (${long(m.renounced)})`, url: m.renouncedSource }] : []),
  ];
}
