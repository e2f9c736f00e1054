import { afterEach, expect, test } from "bun:test";
import { installIntlTexts, intlText, overwriteIntlRecorder } from "./intl-texts.ts";
import { formatLongDate } from "./format.ts";

// Other test files in the same process render pages on the server, whose hook this one borrows.
let serverHook: (() => Map<string, string> | undefined) | null = null;
afterEach(() => {
  installIntlTexts({});
  if (serverHook) overwriteIntlRecorder(serverHook);
  serverHook = null;
});

test("a render records each text it formats under its key", () => {
  const texts = new Map<string, string>();
  serverHook = overwriteIntlRecorder(() => texts);
  expect(formatLongDate("2026-01-30")).toBe("30 January 2026");
  expect(Object.fromEntries(texts)).toEqual({ "long-date en-GB 2026-01-30": "30 January 2026" });
});

test("the browser takes the page's text for a key it carries and formats any other", () => {
  installIntlTexts({ "long-date en-GB 2026-01-30": "from the page" });
  expect(formatLongDate("2026-01-30")).toBe("from the page");
  expect(formatLongDate("2025-05-08")).toBe("8 May 2025");
  let asked = 0;
  expect(intlText("long-date", "en-GB", "2026-01-30", () => String(++asked))).toBe("from the page");
  expect(asked).toBe(0);
});
