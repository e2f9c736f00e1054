import { afterEach, expect, test } from "bun:test";
import { installIntlTexts, intlText, overwriteIntlRecorder } from "./intl-texts.ts";
import { formatLongDate } from "./format.ts";

afterEach(() => {
  installIntlTexts({});
  overwriteIntlRecorder(() => undefined);
});

test("a render records each text it formats under its key", () => {
  const texts = new Map<string, string>();
  overwriteIntlRecorder(() => texts);
  expect(formatLongDate("2026-01-30")).toBe("30 January 2026");
  expect(Object.fromEntries(texts)).toEqual({ "long-date en-GB 2026-01-30": "30 January 2026" });
});

test("the browser takes the page's text for a key it carries and formats any other", () => {
  installIntlTexts({ "long-date en-GB 2026-01-30": "from the page" });
  expect(formatLongDate("2026-01-30")).toBe("from the page");
  expect(formatLongDate("2025-05-08")).toBe("8 May 2025");
  let asked = 0;
  expect(intlText("long-date en-GB 2026-01-30", () => String(++asked))).toBe("from the page");
  expect(asked).toBe(0);
});
