import { useEffect, useState } from "react";

/**
 * `near` turns true once the element given to `ref` is on the screen or within
 * half a screen of it, and stays true. For a part of a page that costs a
 * download and a long render (the live page's 250 candidates) but sits below
 * the fold on a phone: it is fetched as the visitor scrolls towards it, not
 * while the page is still becoming interactive. `wake` makes it true at once
 * (a visitor who tabs into that part). Without IntersectionObserver, true as
 * soon as the element is there.
 */
export function useNearViewport<T extends Element>(): { ref: (element: T | null) => void; near: boolean; wake: () => void } {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: "50% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return { ref: setElement, near, wake: () => setNear(true) };
}
