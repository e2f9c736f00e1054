import { Suspense, lazy, type ReactNode } from "react";
import { SiteHeader } from "./site-header.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { LanguageOffer } from "./language-offer.tsx";
import { m } from "../../lib/i18n/messages.ts";
import { ConclaveBanner } from "./conclave-banner.tsx";

// Loaded after the page: the dialogs open half a second in at the earliest.
const SiteDialogs = lazy(() => import("../site-dialogs.tsx"));
// Toasts answer actions on pages that are themselves loaded on demand.
const Toaster = lazy(() => import("../../ui/toast.tsx").then((m) => ({ default: m.Toaster })));

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen flex flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 btn-primary">{m.skip_to_content()}</a>
      <LanguageOffer />
      <SiteHeader />
      <ConclaveBanner />
      <main id="main" className="flex-1">{children}</main>
      <SiteFooter />
      <Suspense fallback={null}><SiteDialogs /></Suspense>
      <Suspense fallback={null}><Toaster /></Suspense>
    </div>
  );
}
