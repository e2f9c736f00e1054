import { Suspense, lazy, useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { matchPage } from "./pages.tsx";

const DetailPanel = lazy(() => import("../profile/detail-panel.tsx"));

const cardFor = (slug: string) => document.querySelector<HTMLElement>(`[data-cardinal="${CSS.escape(slug)}"]`);
const headerSearch = () => document.querySelector<HTMLElement>("header input[name=search]");

/**
 * Opens the detail panel for `?cardinalId=` over any page (the header's
 * suggestions open it where the visitor is); closing removes just that
 * parameter and gives focus back to what opened it: the search box for a
 * suggestion, else the card.
 */
export function ProfilePanelHost() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const slug = params.get("cardinalId");
  // Read when the panel opens: by the time it has closed, the history entry that said so is gone.
  const fromSearch = useRef(false);
  useEffect(() => {
    if (slug) fromSearch.current = (window.history.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  }, [slug]);
  // A cardinal's own page already shows his profile in place.
  if (!slug || matchPage(path, "")?.page.aboutOnePerson) return null;
  const close = () => {
    params.delete("cardinalId");
    const rest = params.toString();
    navigate(`${path}${rest ? `?${rest}` : ""}`);
  };
  return (
    <Suspense fallback={null}>
      <DetailPanel slug={slug} onClose={close} returnFocusTo={() => (fromSearch.current ? headerSearch() : null) ?? cardFor(slug)} />
    </Suspense>
  );
}
