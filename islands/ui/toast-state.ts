import { signal } from "@preact/signals-react";

export interface ToastMessage { id: number; title: string; description?: string; variant?: "default" | "error" }

/**
 * Site-wide toast state: one toast at a time, the newest replacing the last.
 * Apart from the Toaster (Radix), so code that only raises a toast does not
 * bring the toast's widgets into the bundle every page loads first.
 */
export const currentToast = signal<ToastMessage | null>(null);
let nextId = 1;

export function showToast(message: Omit<ToastMessage, "id">): void {
  currentToast.value = { ...message, id: nextId++ };
}
