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

// Component tests wait for what the page shows (findBy…, waitFor). Testing Library gives up after
// 1 s by default, which a busy machine exceeds while the real server hashes a password; this is
// the one place that sets their limit, below Bun's 5 s per test.
const { configure } = await import("@testing-library/dom");
configure({ asyncUtilTimeout: 4_000 });
