import { expect, test } from "bun:test";
import { acceptedLanguages, localizedPath, preferredTranslation, splitLocale } from "./locales.ts";

test("an address's language prefix is split off; English has none, and a word that only starts like a prefix is not one", () => {
  expect(splitLocale("/pl/cardinal/pietro-parolin")).toEqual({ locale: "pl", path: "/cardinal/pietro-parolin" });
  expect(splitLocale("/de")).toEqual({ locale: "de", path: "/" });
  expect(splitLocale("/es/")).toEqual({ locale: "es", path: "/" });
  expect(splitLocale("/cardinal/pietro-parolin")).toEqual({ locale: "en", path: "/cardinal/pietro-parolin" });
  expect(splitLocale("/itinerary")).toEqual({ locale: "en", path: "/itinerary" });
  expect(splitLocale("/en/why-a-pope")).toEqual({ locale: "en", path: "/en/why-a-pope" });
});

test("a page's address in another language keeps its path and query, and the home page its slash", () => {
  expect(localizedPath("pl", "/")).toBe("/pl/");
  expect(localizedPath("pl", "/?region=Africa")).toBe("/pl/?region=Africa");
  expect(localizedPath("fr", "/conclave-insights")).toBe("/fr/conclave-insights");
  expect(localizedPath("en", "/conclave-insights")).toBe("/conclave-insights");
  for (const path of ["/", "/cardinal/pietro-parolin", "/why-a-pope"]) expect(splitLocale(localizedPath("it", path)).path).toBe(path);
});

test("Accept-Language is read by its q-values, and only the six translations are offered", () => {
  expect(acceptedLanguages("en-US,en;q=0.9,pl;q=0.8")).toEqual(["en-US", "en", "pl"]);
  expect(acceptedLanguages("de;q=0.5, pt-BR")).toEqual(["pt-BR", "de"]);
  expect(acceptedLanguages("fr;q=0, it")).toEqual(["it"]);
  expect(acceptedLanguages(null)).toEqual([]);
  expect(preferredTranslation(["pt-BR", "en"])).toBe("pt");
  expect(preferredTranslation(["en-GB", "pl"])).toBeNull();
  expect(preferredTranslation(["nl", "de-AT"])).toBe("de");
  expect(preferredTranslation(["nl", "sv"])).toBeNull();
});
