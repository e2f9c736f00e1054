import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentBundle } from "../../db/content-loader.ts";
import { PROFILE_FILE_PATTERN } from "../shared/profile-files.ts";

/** Where the build embeds the roster and polls as their schemas read them (not under public/: never served). */
export const PREPARED_CONTENT = "prepared/content.json";
/** The profile files as one JSON object (file name → text), which the executable reads at start instead of each file. */
export const PREPARED_PROFILES = "prepared/profiles.json";

/** Reads content/ from a checkout (development, tests). The executable uses its embedded copy. */
export function readContentFromDisk(root: string): ContentBundle {
  const dir = join(root, "content", "profiles");
  const profiles = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (PROFILE_FILE_PATTERN.test(name)) profiles.set(name, readFileSync(join(dir, name), "utf8"));
  }
  const read = (name: string) => readFileSync(join(root, "content", name), "utf8");
  return { rosterText: read("roster.json"), pollsText: read("polls.json"), profiles };
}
