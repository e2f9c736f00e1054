import { Link, useLocation } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../../src/shared/api-queries.ts";
import { youtubeVideoId } from "../../../src/shared/youtube.ts";
import { useGameName } from "../../lib/game-name.ts";
import { m } from "../../lib/i18n/messages.ts";

/** `roomy`: shown in the bar only where the screen is wide enough for it (always in the menu). */
interface NavItem { href: string; label: string; live?: boolean; roomy?: boolean }

function navItems(gameName: string): NavItem[] {
  return [
    { href: "/", label: m.nav_home() },
    { href: "/live-stream", label: m.nav_live(), live: true },
    // Between the lg and xl breakpoints more than six entries would squeeze the search box to nothing.
    { href: "/habemus-papam", label: "Habemus Papam", roomy: true },
    { href: "/new-holy-father", label: m.pope_leo_xiv() },
    { href: "/vatican-sniper", label: gameName },
    { href: "/conclave-game", label: "Sacred Smoke", roomy: true },
    { href: "/conclave-insights", label: m.nav_insights() },
    { href: "/why-a-pope", label: m.nav_why_pope() },
  ];
}

/** Whether the operator has set a stream that can play: only then is coverage "live". */
function useStreamIsSet(): boolean {
  const stPeters = useQuery({ ...apiQueries.stream("youtube-url-st-peters"), staleTime: 5 * 60 * 1000 });
  const conclave = useQuery({ ...apiQueries.stream("youtube-url"), staleTime: 5 * 60 * 1000 });
  return [stPeters.data, conclave.data].some((d) => typeof d?.youtubeUrl === "string" && youtubeVideoId(d.youtubeUrl) !== null);
}

/**
 * The entries (both games among them), as a bar on screens 1280 px and wider
 * (narrower, the bar would squeeze the search box) or a stacked menu.
 */
export function SiteNav({ variant, onNavigate }: { variant: "bar" | "menu"; onNavigate?: () => void }) {
  const gameName = useGameName({ ask: false });
  const live = useStreamIsSet();
  const [path] = useLocation();
  const bar = variant === "bar";
  return (
    <nav aria-label={m.nav_label()} className={bar ? "hidden xl:block ml-auto" : "page py-2"}>
      <ul className={bar ? "flex items-center gap-1" : "flex flex-col"}>
        {navItems(gameName).map((item) => {
          const current = path === item.href;
          return (
            <li key={item.href} className={bar && item.roomy ? "hidden xl:block" : undefined}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                className={`flex items-center gap-2 rounded-md ${bar ? "px-2 2xl:px-2.5 whitespace-nowrap" : "px-3"} py-2 text-sm font-medium no-underline transition-colors ${current ? "bg-cardinal-900/60 text-gold-200" : "text-white/90 hover:bg-cardinal-700 hover:text-white"}`}
              >
                {item.live && live && (
                  <span className="relative flex h-2.5 w-2.5" aria-hidden="true" data-testid="live-dot">
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-400 opacity-75" />
                    <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-red-500" />
                  </span>
                )}
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
