import type { ApiReader } from "../../src/shared/api-contract.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { loadProfileFile } from "./load-profile-file.ts";
import { mergeProfile, type CardinalProfile } from "./merge.ts";

/** A cardinal's record with his profile file (found and parsed) merged over it. */
export async function fetchCardinalProfile(reader: ApiReader, slug: string): Promise<CardinalProfile> {
  const record = await reader.read(ENDPOINTS.cardinal, { slug });
  return mergeProfile(record, await loadProfileFile(reader, record.fullName, record.profileFile));
}
