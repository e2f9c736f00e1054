import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "wouter";
import { fullInstructions, shortInstructions } from "./instructions.ts";
import { m } from "../lib/i18n/messages.ts";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every rule, in an accessible dialog opened by 'Full Instructions' or 'How to Play'. */
export function InstructionsDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-900/60" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[85vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-5">
          <Dialog.Title className="font-serif text-xl font-bold text-cardinal-800">{m.games_smoke_dialog_title()}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-500">
            {m.games_smoke_dialog_description()}
          </Dialog.Description>
          <dl className="mt-3 space-y-2 text-sm text-ink-700">
            {fullInstructions().map((item) => (
              <div key={item.title}>
                <dt className="font-semibold text-ink-900">{item.title}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close asChild>
            <button type="button" className="btn-outline mt-4 w-full">{m.games_close()}</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The how-to-play side card. */
export function HowToPlayCard({ onOpenInstructions }: { onOpenInstructions: () => void }) {
  return (
    <aside className="card flex flex-col gap-3 p-4">
      <h2 className="font-serif text-lg font-bold text-cardinal-800">{m.games_smoke_how_to_play()}</h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-700">
        {shortInstructions().map((line) => <li key={line}>{line}</li>)}
      </ul>
      <button type="button" className="btn-primary w-full" onClick={onOpenInstructions}>{m.games_full_instructions()}</button>
      <Link href="/conclave-insights" className="text-sm font-medium text-cardinal-700 underline hover:text-cardinal-900">
        {m.games_learn_real_conclaves()}
      </Link>
    </aside>
  );
}
