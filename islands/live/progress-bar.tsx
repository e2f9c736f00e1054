export type ProgressState = "indeterminate" | "loading" | "complete";

/** A value outside 0..max is not a value; no value means indeterminate. */
export function progressValue(value: number | null | undefined, max: number): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}

export function progressState(value: number | null, max: number): ProgressState {
  if (value === null) return "indeterminate";
  return value === max ? "complete" : "loading";
}

interface Props { value?: number | null; max?: number; label: string; highlighted?: boolean }

/** An accessible progress bar, the states named as Radix Progress names them. */
export function ProgressBar({ value, max = 100, label, highlighted = false }: Props) {
  const checked = progressValue(value, max);
  const state = progressState(checked, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={checked ?? undefined}
      data-state={state}
      className="h-2 w-full overflow-hidden rounded-full bg-parchment-200"
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 ${highlighted ? "bg-cardinal-700" : "bg-gold-500"} ${state === "indeterminate" ? "w-1/3 animate-pulse" : ""}`}
        style={checked === null ? undefined : { width: `${(checked / max) * 100}%` }}
      />
    </div>
  );
}
