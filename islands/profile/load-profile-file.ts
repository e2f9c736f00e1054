import type { ApiReader } from "../../src/shared/api-contract.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { profileFileCandidates } from "../../src/shared/profile-files.ts";
import { parseProfileFile, type ProfileData } from "../../src/shared/profile-file.ts";

/**
 * Finds a cardinal's profile file by the candidate order of `profileFileCandidates`. The server
 * maps every file that exists to its cardinal (`profileFile`), using that same
 * order; so when it says there is none, the guesses would all miss and are
 * skipped, and the common case costs one read.
 */
export async function loadProfileFile(reader: ApiReader, fullName: string, mapped: string | null): Promise<ProfileData | null> {
  if (!mapped) return null;
  for (const name of profileFileCandidates(fullName, mapped)) {
    const text = await reader.read(ENDPOINTS.cardinalFile, { filename: name });
    const data = text === null ? null : parseProfileFile(name, text);
    if (data) return data;
  }
  return null;
}
