export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function ratio(app: number | null, baseline: number | null): number | null {
  return app === null || baseline === null || baseline === 0 ? null : app / baseline;
}

/** "≥ 0.50" style target on a ratio. */
export function atLeast(value: number | null, min: number, digits = 2) {
  return { text: `≥ ${min.toFixed(digits)}`, pass: value !== null && value >= min };
}

export function atMost(value: number | null, max: number, text: string) {
  return { text: `≤ ${text}`, pass: value !== null && value <= max };
}
