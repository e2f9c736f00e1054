import { Suspense, lazy } from "react";
import { useConclave, useConclaveFeed, vacancyOpen } from "../../lib/conclave.ts";

// Its words, times and the white-smoke switch are needed only while the See is vacant: in normal
// times they stay out of every page's first script. The server waits for it (prerender), and while
// the browser fetches it the server's banner stays on the page as it is, so nothing moves.
const ConclaveBannerLine = lazy(() => import("./conclave-banner-line.tsx"));

/**
 * The line every page carries while the See is vacant: rendered on the server
 * from the state the page was made with, then kept current by the page's event
 * stream. Nothing in normal times.
 */
export function ConclaveBanner() {
  useConclaveFeed();
  const { data } = useConclave();
  if (!vacancyOpen(data)) return null;
  return <Suspense fallback={null}><ConclaveBannerLine data={data!} /></Suspense>;
}
