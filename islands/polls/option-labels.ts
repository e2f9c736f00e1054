/** The winning-margin poll's options are shown under shorter labels. */
const DISPLAY_LABELS: Readonly<Record<string, string>> = {
  "60-65 votes": "2 votes",
  "66-70 votes": "3 votes",
  "71-75 votes": "5 votes",
  "76-80 votes": "7 votes",
  "More than 80 votes": "8+ votes",
};

export function displayLabel(label: string): string {
  return DISPLAY_LABELS[label] ?? label;
}
