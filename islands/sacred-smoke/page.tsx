/**
 * The Sacred Smoke page at /conclave-game, loaded lazily by the router so no
 * other page pays for the game. The page renders once; the HUD, overlays and
 * trivia follow the game through signals.
 */
import { useRef, useState } from "react";
import { ArrowPad } from "./arrow-pad.tsx";
import { HowToPlayCard, InstructionsDialog } from "./how-to-play.tsx";
import { HudBar, PowerUpBadges } from "./hud-bar.tsx";
import { createGameModel } from "./model.ts";
import { GameOverlays, PauseButton, TriviaBanner } from "./overlays.tsx";
import { useSacredSmoke } from "./use-sacred-smoke.ts";
import { NeedsJavaScript } from "../ui/needs-javascript.tsx";
import { m } from "../lib/i18n/messages.ts";

export default function SacredSmokePage() {
  const [model] = useState(createGameModel);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const game = useSacredSmoke(canvasRef, model);
  const openInstructions = () => setInstructionsOpen(true);

  return (
    <div className="page py-6">
      <h1 className="font-serif text-3xl font-bold text-cardinal-800 sm:text-4xl">{m.games_smoke_title()}</h1>
      <p className="mt-1 text-ink-500">{m.games_smoke_tagline()}</p>
      <NeedsJavaScript what="Playing the game" sentence={m.games_needs_javascript()} />
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,500px)_minmax(16rem,1fr)]">
        <section aria-label={m.games_smoke_game_region()} className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1"><HudBar model={model} /></div>
            <PauseButton model={model} onToggle={game.togglePause} />
          </div>
          {/* The trivia and the power-up badges float over the board's edges: no space is kept for them when they are gone. */}
          <div className="relative mx-auto flex w-full max-w-[500px] items-center justify-center overflow-hidden rounded-lg bg-ink-900 p-2 md:h-[500px]">
            <canvas
              ref={canvasRef}
              data-testid="game-canvas"
              role="img"
              aria-label={m.games_smoke_board_label()}
              className="block aspect-square w-full max-w-[480px] touch-none select-none"
            />
            <div role="status" className="pointer-events-none absolute inset-x-2 top-2 flex flex-col items-start gap-1">
              <TriviaBanner model={model} />
              <PowerUpBadges model={model} />
            </div>
            <GameOverlays model={model} onStart={game.start} onHowToPlay={openInstructions} onResume={game.togglePause} />
          </div>
          <ArrowPad onPress={game.pad} />
        </section>
        <HowToPlayCard onOpenInstructions={openInstructions} />
      </div>
      <InstructionsDialog open={instructionsOpen} onOpenChange={setInstructionsOpen} />
    </div>
  );
}
