import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "../../../src/shared/locales.ts";
import { CATALOGUES, catalogueHash, HASH_FILE, ROOT } from "../../../tools/catalogue-hash.ts";
import * as en from "./paraglide/messages/en.js";
import * as pl from "./paraglide/messages/pl.js";

const catalogue = (locale: string): Record<string, unknown> =>
  Object.assign({}, ...CATALOGUES.filter((f) => f.endsWith(`/${locale}.json`)).map((f) => JSON.parse(readFileSync(join(ROOT, f), "utf8"))));
const keys = (locale: string) => Object.keys(catalogue(locale)).filter((k) => k !== "$schema").sort();

test("every message exists in every language, and no language has one English lacks", () => {
  const english = keys("en");
  expect(english.length).toBeGreaterThan(10);
  for (const locale of LOCALES) expect({ locale, keys: keys(locale) }).toEqual({ locale, keys: english });
});

test("no translation is left empty or copied from English where English words would show", () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const texts = catalogue(locale);
    for (const key of keys(locale)) {
      const text = JSON.stringify(texts[key]);
      expect({ locale, key, empty: text === '""' }).toEqual({ locale, key, empty: false });
    }
  }
});

test("the compiled messages are those of the catalogues (run `bun run i18n:compile` after editing them)", () => {
  expect(readFileSync(join(ROOT, HASH_FILE), "utf8").trim()).toBe(catalogueHash());
});

test("messages fill their inputs, in each language's words", () => {
  expect(String(en.footer_data_as_of({ date: "30 January 2026" }))).toBe("Data as of 30 January 2026");
  expect(String(pl.footer_data_as_of({ date: "30 stycznia 2026" }))).toBe("Dane na dzień 30 stycznia 2026");
});
