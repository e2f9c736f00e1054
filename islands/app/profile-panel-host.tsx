import { Suspense, lazy } from "react";
import { useLocation, useSearch } from "wouter";

const DetailPanel = lazy(() => import("../profile/detail-panel.tsx"));

const cardFor = (slug: string) => document.querySelector<HTMLElement>(`[data-cardinal="${CSS.escape(slug)}"]`);

/** Opens the detail panel for `?cardinalId=`; closing removes just that parameter. */
export function ProfilePanelHost() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const slug = params.get("cardinalId");
  if (!slug) return null;
  const close = () => {
    params.delete("cardinalId");
    const rest = params.toString();
    navigate(`${path}${rest ? `?${rest}` : ""}`);
  };
  return (
    <Suspense fallback={null}>
      <DetailPanel slug={slug} onClose={close} returnFocusTo={() => cardFor(slug)} />
    </Suspense>
  );
}
