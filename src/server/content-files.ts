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

/**
 * A read-only map made by `make` when it is first used. The executable's profile texts (1.4 MB of
 * JSON) are read and parsed by the first request that shows one, not by every start, where reading
 * and parsing them took tens of milliseconds before the first answer.
 */
export function lazyMap<K, V>(make: () => ReadonlyMap<K, V>): ReadonlyMap<K, V> {
  let made: ReadonlyMap<K, V> | undefined;
  const map = () => (made ??= make());
  return {
    get: (key) => map().get(key),
    has: (key) => map().has(key),
    get size() {
      return map().size;
    },
    keys: () => map().keys(),
    values: () => map().values(),
    entries: () => map().entries(),
    forEach: (callback, thisArg) => map().forEach(callback, thisArg),
    [Symbol.iterator]: () => map()[Symbol.iterator](),
  };
}
