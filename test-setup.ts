/**
 * Preloaded by `bun test` (bunfig.toml). Component tests need a DOM, server
 * tests need Bun's real fetch/Request/Response/Headers: happy-dom's registrator
 * replaces those, so they are put back right after registering.
 */
import { GlobalRegistrator } from "@happy-dom/global-registrator";

const bunNetworking = {
  fetch: globalThis.fetch,
  Request: globalThis.Request,
  Response: globalThis.Response,
  Headers: globalThis.Headers,
  FormData: globalThis.FormData,
  AbortController: globalThis.AbortController,
  AbortSignal: globalThis.AbortSignal,
  URL: globalThis.URL,
  URLSearchParams: globalThis.URLSearchParams,
  Blob: globalThis.Blob,
  TextEncoder: globalThis.TextEncoder,
  TextDecoder: globalThis.TextDecoder,
};

GlobalRegistrator.register({ url: "http://localhost:3000/", width: 1280, height: 800 });
Object.assign(globalThis, bunNetworking);

// The one place the suite's limits are set. Tests wait for conditions, never for time, so a limit
// only decides how long a stuck test takes to fail: on a busy machine (CI shares its cores; the suite
// is run under stress-ng before release) a real server hashing a password or a process starting can
// take many seconds, so the limits are generous. Component tests wait with Testing Library (findBy…,
// waitFor), whose limit stays below the per-test one so its error, which says what was missing, is the
// one reported. Browser tests set their own, longer limit in e2e/harness.ts.
// Bun's setDefaultTimeout applies only to the file that is loading when it is called, so it is
// written at the top of every test file as Bun loads it: one number, applied to every file.
const TEST_TIMEOUT_MS = 90_000;
Bun.plugin({
  name: "suite-timeout",
  setup(build) {
    build.onLoad({ filter: /\.test\.tsx?$/ }, async ({ path }) => ({
      // On the file's first line, so the line numbers of failures stay those of the file.
      contents: `import { setDefaultTimeout as __suiteTimeout } from "bun:test"; __suiteTimeout(${TEST_TIMEOUT_MS}); ${await Bun.file(path).text()}`,
      loader: path.endsWith("x") ? "tsx" : "ts",
    }));
  },
});
const { configure } = await import("@testing-library/dom");
configure({ asyncUtilTimeout: 30_000 });

// Component tests render a page directly, not through its route, which loads the page's long text
// first (islands/lib/i18n/localized-content.ts): every language's copy is loaded here instead, as a
// route would, so a test may render a page in any language.
const longTexts = await Promise.all([
  import("./islands/insights/content.ts").then((t) => t.insightsText),
  import("./islands/teaching/why-a-pope-content.ts").then((t) => t.whyAPopeText),
  import("./islands/legal/legal-texts.ts").then((t) => [t.privacyText, t.termsText]),
]);
const { LOCALES } = await import("./src/shared/locales.ts");
await Promise.all(longTexts.flat().flatMap((text) => LOCALES.map((locale) => text.load(locale))));
