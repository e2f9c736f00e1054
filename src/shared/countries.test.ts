import { expect, test } from "bun:test";
import roster from "../../content/roster.json";
import { COUNTRY_CODES, PLACE_NAMES } from "./countries.ts";
import { countryName } from "../../islands/lib/country-name.ts";
import { LOCALES } from "./locales.ts";

const countries = [...new Set(roster.members.map((m) => m.country))].sort();

test("every country in the roster has an ISO code or its own names, so no page shows it in English by accident", () => {
  const missing = countries.filter((c) => !(c in COUNTRY_CODES) && !(c in PLACE_NAMES));
  expect(missing).toEqual([]);
});

test("every code is a region Intl can name, and each translation names every roster country in its language", () => {
  for (const code of Object.values(COUNTRY_CODES)) expect(new Intl.DisplayNames(["en"], { type: "region" }).of(code)).not.toBe(code);
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    for (const country of countries) expect(countryName(country, locale)).toBeTruthy();
  }
});

test("a country is named in the page's language; English keeps the roster's spelling", () => {
  expect(countryName("Italy", "es")).toBe("Italia");
  expect(countryName("Germany", "pl")).toBe("Niemcy");
  expect(countryName("United States", "de")).toBe("Vereinigte Staaten");
  expect(countryName("Ivory Coast", "fr")).toBe("Côte d’Ivoire");
  expect(countryName("China (Hong Kong)", "it")).toBe("Cina (Hong Kong)");
  expect(countryName("Jerusalem", "pl")).toBe("Jerozolima");
  expect(countryName("Ivory Coast", "en")).toBe("Ivory Coast");
  expect(countryName("Atlantis", "es")).toBe("Atlantis");
});
