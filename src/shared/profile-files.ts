import { foldText } from "./text.ts";

/** The only file names the profile endpoint will ever serve. */
export const PROFILE_FILE_PATTERN = /^cardinal_[a-z0-9_]{1,80}\.(json|md)$/;

export const EMPTY_PROFILE_FILE = "cardinal_empty.json";

function nameParts(fullName: string): string[] {
  return foldText(fullName).split(/[^a-z0-9]+/).filter(Boolean);
}

function bothFormats(stem: string): string[] {
  return [`cardinal_${stem}.json`, `cardinal_${stem}.md`];
}

/**
 * Profile file names to try for a cardinal, in this order:
 * the mapped name, guesses from the name (all parts, then first + last, then
 * first + middle + last forms), the empty placeholder, last name, first name.
 */
export function profileFileCandidates(fullName: string, mapped?: string | null): string[] {
  const parts = nameParts(fullName);
  const first = parts[0] ?? "";
  const last = parts.at(-1) ?? "";
  const guesses = [parts.join("_"), `${first}_${last}`];
  for (let i = 1; i < parts.length - 1; i++) guesses.push(`${first}_${parts[i]}_${last}`);
  const ordered = [
    ...(mapped ? [mapped] : []),
    ...guesses.flatMap(bothFormats),
    EMPTY_PROFILE_FILE,
    ...bothFormats(last),
    ...bothFormats(first),
  ];
  return [...new Set(ordered)].filter((name) => PROFILE_FILE_PATTERN.test(name));
}

/** The file that the candidate order reaches first among those that exist. */
export function findProfileFile(fullName: string, existing: ReadonlySet<string>): string | null {
  const hit = profileFileCandidates(fullName).find((name) => existing.has(name) && name !== EMPTY_PROFILE_FILE);
  return hit ?? null;
}
