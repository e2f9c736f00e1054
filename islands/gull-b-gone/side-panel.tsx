import * as Dialog from "@radix-ui/react-dialog";
import { fullInstructions, levelRows, shortInstructions } from "./instructions.ts";

function InstructionsDialog({ isTouch }: { isTouch: boolean }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-primary w-full">
          {isTouch ? "Tap for Instructions" : "Full Instructions"}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-900/60" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[85vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-5">
          <Dialog.Title className="font-serif text-xl font-bold text-cardinal-800">How to play</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-500">
            Clear the gulls from the Sistine Chapel before the conclave ends.
          </Dialog.Description>
          <div className="mt-3 space-y-2 text-sm text-ink-700">
            {fullInstructions(isTouch).map((line) => <p key={line}>{line}</p>)}
          </div>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="text-left font-semibold text-ink-900">Levels (two minutes each)</caption>
            <thead className="text-ink-500">
              <tr><th>Level</th><th>Gulls that end the game</th><th>Speed</th><th>Gulls flying in at once</th></tr>
            </thead>
            <tbody>
              {levelRows.map((row) => (
                <tr key={row.level} className="border-t border-parchment-200">
                  <td>{row.level}</td><td>{row.maxBirds}</td><td>x{row.speed}</td><td>up to {row.spawnMax}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close asChild>
            <button type="button" className="btn-outline mt-4 w-full">Close</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Game Instructions beside the canvas, with the full dialog and the insights link. */
export function SidePanel({ isTouch }: { isTouch: boolean }) {
  return (
    <aside className="card flex flex-col gap-3 p-4">
      <h2 className="font-serif text-lg font-bold text-cardinal-800">Game Instructions</h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-700">
        {shortInstructions(isTouch).map((line) => <li key={line}>{line}</li>)}
      </ul>
      <InstructionsDialog isTouch={isTouch} />
      <a href="/conclave-insights" className="text-sm font-medium text-cardinal-700 underline hover:text-cardinal-900">
        Learn about real conclaves
      </a>
    </aside>
  );
}
