/**
 * The bird game's page at /vatican-sniper, loaded lazily by the router so
 * no other page pays for the game.
 */
import { GameStage } from "./game-stage.tsx";
import { useGameName } from "../lib/game-name.ts";
import { SidePanel } from "./side-panel.tsx";
import { useDevice } from "./use-device.ts";
import { NeedsJavaScript } from "../ui/needs-javascript.tsx";
import { m } from "../lib/i18n/messages.ts";

export default function GullBGonePage() {
  const title = useGameName();
  const device = useDevice();
  return (
    <div className="page py-6">
      <h1 className="font-serif text-3xl font-bold text-cardinal-800 sm:text-4xl" data-testid="gull-title">
        {title}
      </h1>
      <NeedsJavaScript what="Playing the game" sentence={m.games_needs_javascript()} />
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,800px)_minmax(16rem,1fr)]">
        <GameStage title={title} device={device} />
        <SidePanel isTouch={device?.isTouch ?? false} />
      </div>
    </div>
  );
}
