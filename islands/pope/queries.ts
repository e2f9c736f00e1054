import { useQuery } from "@tanstack/react-query";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { apiRequest } from "../lib/api.ts";
import { parseProfileFile } from "./profile-file.ts";

/** The new pope's record slug and profile file (spec 02, section 7). */
export const POPE_SLUG = "robert-francis-prevost";
export const POPE_FILE = "cardinal_robert_francis_prevost.json";

export const popeKeys = {
  record: () => [`/api/cardinals/${POPE_SLUG}`] as const,
  file: () => [`/api/cardinal-file/${POPE_FILE}`] as const,
};

export function usePopeRecord() {
  return useQuery<Cardinal>({ queryKey: popeKeys.record() });
}

/** The file is served as text; the page treats a failure here as "no file" and keeps the record. */
export function usePopeFile() {
  return useQuery({
    queryKey: popeKeys.file(),
    queryFn: async () => parseProfileFile(await (await apiRequest("GET", popeKeys.file()[0])).text()),
  });
}
