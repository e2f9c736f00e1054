import { profileFileCandidates } from "../../src/shared/profile-files.ts";
import { parseProfileFile, type ProfileData } from "../../src/shared/profile-file.ts";

async function tryFile(name: string): Promise<ProfileData | null> {
  try {
    const res = await fetch(`/api/cardinal-file/${name}`, { credentials: "include" });
    return res.ok ? parseProfileFile(name, await res.text()) : null;
  } catch {
    return null;
  }
}

/**
 * Finds a cardinal's profile file by the spec's candidate order. The server
 * maps every file that exists to its cardinal (`profileFile`), using that same
 * order; so when it says there is none, the guesses would all miss and are
 * skipped, and the common case costs one request.
 */
export async function loadProfileFile(fullName: string, mapped: string | null): Promise<ProfileData | null> {
  if (!mapped) return null;
  for (const name of profileFileCandidates(fullName, mapped)) {
    const data = await tryFile(name);
    if (data) return data;
  }
  return null;
}
