import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { SITE_NAME } from "../../../src/shared/site.ts";
import { SearchBox } from "../../directory/search-box.tsx";
import { SiteNav } from "./site-nav.tsx";
import { HeaderLanguageMenu } from "./language-switcher.tsx";
import { Crest } from "../../ui/crest.tsx";
import { m } from "../../lib/i18n/messages.ts";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  // Escape closes the open menu from anywhere and hands focus back to the button that opened it. Asked of
  // the element itself, with a listener kept from the start: the browser opens the menu at once, and an
  // Escape pressed before React has handled that toggle must close it too. Closing the element fires a
  // toggle, which brings the state along.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <header className="sticky top-0 z-40 border-b border-cardinal-900/30 bg-cardinal-800 text-white shadow-md">
      <div className="page flex h-16 items-center gap-3">
        <Link href="/" className="flex shrink-0 items-center gap-2 text-white no-underline" aria-label={m.header_home_label({ site: SITE_NAME })}>
          <Crest className="h-9 w-9" />
          {/* Beside the full navigation the name gives its room to the search box until the screen is wide (German and Polish labels are long). */}
          <span className="font-serif text-xl font-semibold tracking-wide hidden sm:inline xl:hidden 2xl:inline">{SITE_NAME}</span>
        </Link>
        <div className="min-w-0 flex-1 xl:min-w-36 xl:max-w-sm">
          <SearchBox />
        </div>
        <SiteNav variant="bar" />
        <HeaderLanguageMenu />
        {/* A details element, so the phone menu opens without JavaScript too. Its entries stay in the page
            while it is closed (a closed details element neither shows them nor offers them to assistive
            technology): taking them out once the app has started cost every page a second render and a
            deletion right after hydration. */}
        <details ref={menuRef} className="group xl:hidden ml-auto" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
          <summary
            ref={toggleRef}
            className="inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-cardinal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300 [&::-webkit-details-marker]:hidden"
            aria-label={menuOpen ? m.header_close_menu() : m.header_open_menu()}
          >
            <span aria-hidden="true" className="text-2xl leading-none group-open:hidden">☰</span>
            <span aria-hidden="true" className="hidden text-2xl leading-none group-open:inline">✕</span>
          </summary>
          <div id="mobile-menu" className="absolute inset-x-0 top-full border-t border-cardinal-700 bg-cardinal-800 shadow-md">
            <SiteNav variant="menu" onNavigate={() => setMenuOpen(false)} />
          </div>
        </details>
      </div>
    </header>
  );
}
