import * as Toast from "@radix-ui/react-toast";
import { useSignals } from "@preact/signals-react/runtime";
import { m } from "../lib/i18n/messages.ts";
import { currentToast as current } from "./toast-state.ts";

export const TOAST_DURATION_MS = 5000;

/** Mounted once by the layout; Radix gives the swipe, F8 hotkey and live-region behaviour. */
export function Toaster() {
  useSignals();
  const toast = current.value;
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toast && (
        <Toast.Root
          key={toast.id}
          onOpenChange={(open) => { if (!open && current.value?.id === toast.id) current.value = null; }}
          className={`rounded-lg border p-4 shadow-lg ${toast.variant === "error" ? "border-cardinal-300 bg-cardinal-50" : "border-parchment-300 bg-white"}`}
          data-testid="toast"
        >
          <Toast.Title className={`font-semibold ${toast.variant === "error" ? "text-cardinal-800" : "text-ink-900"}`}>{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="mt-1 text-sm text-ink-700">{toast.description}</Toast.Description>}
          <Toast.Close aria-label={m.dialogs_toast_dismiss()} className="absolute right-2 top-2 h-6 w-6 rounded text-ink-500 hover:text-ink-900">✕</Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport hotkey={["F8"]} className="fixed bottom-4 right-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 [&>li]:relative" />
    </Toast.Provider>
  );
}
