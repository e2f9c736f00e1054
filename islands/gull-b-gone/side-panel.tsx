import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "wouter";
import { fullInstructions, levelRows, shortInstructions } from "./instructions.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";

function InstructionsDialog({ isTouch }: { isTouch: boolean }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-primary w-full">
          {isTouch ? m.games_gull_tap_instructions() : m.games_full_instructions()}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-900/60" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[85vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-5">
          <Dialog.Title className="font-serif text-xl font-bold text-cardinal-800">{m.games_gull_dialog_title()}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-500">
            {m.games_gull_dialog_description()}
          </Dialog.Description>
          <div className="mt-3 space-y-2 text-sm text-ink-700">
            {fullInstructions(isTouch).map((line) => <p key={line}>{line}</p>)}
          </div>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="text-left font-semibold text-ink-900">{m.games_gull_levels_caption()}</caption>
            <thead className="text-ink-500">
              <tr><th>{m.games_gull_level()}</th><th>{m.games_gull_col_max()}</th><th>{m.games_gull_col_speed()}</th><th>{m.games_gull_col_spawn()}</th></tr>
            </thead>
            <tbody>
              {levelRows.map((row) => (
                <tr key={row.level} className="border-t border-parchment-200">
                  <td>{row.level}</td><td>{row.maxBirds}</td><td>x{row.speed.toLocaleString(INTL_LOCALES[getLocale()])}</td><td>{m.games_gull_up_to({ count: row.spawnMax })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close asChild>
            <button type="button" className="btn-outline mt-4 w-full">{m.games_close()}</button>
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
      <h2 className="font-serif text-lg font-bold text-cardinal-800">{m.games_gull_side_title()}</h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-700">
        {shortInstructions(isTouch).map((line) => <li key={line}>{line}</li>)}
      </ul>
      <InstructionsDialog isTouch={isTouch} />
      <Link href="/conclave-insights" className="text-sm font-medium text-cardinal-700 underline hover:text-cardinal-900">
        {m.games_learn_real_conclaves()}
      </Link>
    </aside>
  );
}
