import { readConfig } from "./config.ts";
import { placeSeededImage } from "../../db/seeded-image.ts";

/** The embedded image: its file and where the build found the session secret's placeholder in it. */
export interface SeededImage {
  file: string;
  secretAt: number;
}

/**
 * Run by the executable's entry before it loads the server's code: when the command line starts the
 * site on a database that does not exist yet, starts placing the embedded image there and returns
 * the placing (the start awaits it before it opens the database). Writing the image is a few
 * milliseconds of CPU, but its flush waits for the disk: begun here, the flush overlaps loading the
 * server's modules instead of following it. Anything other than a site start (a command such as
 * `backup`, `--help`, a configuration the start will refuse) returns undefined and is left to `main`,
 * which reads the same command line again and says what is wrong. Only this module, the configuration
 * and the placing are evaluated before the server's code, so they must stay small.
 */
export function seedBeforeLoading(argv: string[], env: Record<string, string | undefined>, image: SeededImage | undefined): Promise<boolean> | undefined {
  if (!image) return undefined;
  try {
    // Commands are words, which the site's own command line refuses: they end here too.
    const config = readConfig(argv, env);
    return config.help ? undefined : placeSeededImage(config.db, image.file, image.secretAt);
  } catch {
    return undefined;
  }
}
