/** A centred spinner with a visible label, also announced to screen readers; hidden without JavaScript (it would never end). */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" data-js-only className="flex flex-col items-center justify-center gap-3 py-24 text-ink-500">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-parchment-300 border-t-cardinal-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
