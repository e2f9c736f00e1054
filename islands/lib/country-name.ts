import { COUNTRY_CODES, PLACE_NAMES, TERRITORY_OF } from "../../src/shared/countries.ts";
import { INTL_LOCALES, type Locale } from "../../src/shared/locales.ts";
import { intlText } from "./intl-texts.ts";

const names = new Map<string, { long: Intl.DisplayNames; short: Intl.DisplayNames }>();

function displayNames(locale: Locale) {
  const tag = INTL_LOCALES[locale];
  let found = names.get(tag);
  if (!found) {
    found = { long: new Intl.DisplayNames([tag], { type: "region" }), short: new Intl.DisplayNames([tag], { type: "region", style: "short" }) };
    names.set(tag, found);
  }
  return found;
}

/**
 * A country as the roster spells it ("Italy") in the page's language ("Italia").
 * English pages keep the roster's own spelling, as they always showed it
 * ("Ivory Coast", not Intl's "Côte d’Ivoire"); a name the map does not know
 * (an operator's new entry) is shown as recorded. The value itself, in
 * addresses, forms and the API, stays the English one.
 */
export function countryName(name: string, locale: Locale): string {
  if (locale === "en" || !name) return name;
  const place = PLACE_NAMES[name];
  if (place) return place[locale];
  const code = COUNTRY_CODES[name];
  if (!code) return name;
  return intlText("country", INTL_LOCALES[locale], name, () => {
    const { long, short } = displayNames(locale);
    const country = TERRITORY_OF[code];
    // The short form names Hong Kong without "Special Administrative Region", which the country already says.
    const shown = country ? `${long.of(country)} (${short.of(code)})` : long.of(code);
    return shown && shown !== code ? shown : name;
  });
}

/** Compares two displayed names in the page's language's alphabetical order (Č after C in Polish, Ö with O in German). */
export function countryCollator(locale: Locale): Intl.Collator {
  return new Intl.Collator(INTL_LOCALES[locale]);
}

/** The positions of `labels` in the page's language's alphabetical order (`countryCollator`), as the server sorted them while it has them. */
export function alphabeticalOrder(labels: readonly string[], locale: Locale): number[] {
  const order = intlText("order", INTL_LOCALES[locale], JSON.stringify(labels), () => {
    const collator = countryCollator(locale);
    return JSON.stringify(labels.map((_, i) => i).sort((a, b) => collator.compare(labels[a]!, labels[b]!)));
  });
  return JSON.parse(order) as number[];
}
