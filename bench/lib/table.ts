/** The printed table. */
import type { Row } from "./types.ts";

function formatValue(value: number | null, unit: Row["unit"]): string {
  if (value === null || Number.isNaN(value)) return "–";
  switch (unit) {
    case "req/s":
      return Math.round(value).toLocaleString("en-US");
    case "ms":
      return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
    case "KB":
      return `${value.toFixed(1)} KB`;
    case "bytes":
      return `${Math.round(value).toLocaleString("en-US")} B`;
    case "x":
      return `${value.toFixed(2)}×`;
    case "check":
      return value ? "yes" : "no";
    case "score":
      return String(Math.round(value));
    case "number":
      return value.toFixed(3);
    case "count":
      return Math.round(value).toLocaleString("en-US");
  }
}

export function formatTable(rows: Row[]): string {
  const header = ["Benchmark", "Metric", "App", "Baseline", "Against", "Ratio", "Target", "Result"];
  const body = rows.map((r) => [
    `${r.section} · ${r.scenario}`,
    r.metric,
    formatValue(r.app, r.unit),
    formatValue(r.baseline, r.unit),
    r.baselineLabel ?? "",
    r.ratio === null ? "" : r.ratio.toFixed(2),
    r.target?.text ?? "",
    [r.target ? (r.target.pass ? "PASS" : "MISS") : "", r.note ?? ""].filter(Boolean).join(" "),
  ]);
  const numeric = new Set([2, 3, 5]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ") + " |";
  const rule = "|" + widths.map((w, i) => (numeric.has(i) ? "-".repeat(w + 1) + ":" : "-".repeat(w + 2))).join("|") + "|";
  return [line(header), rule, ...body.map(line)].join("\n");
}
