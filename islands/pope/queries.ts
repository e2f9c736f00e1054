import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQueries, readerOf } from "../../src/shared/api-queries.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { LEO_XIV_SLUG } from "../../src/shared/site.ts";
import { parseProfileFile } from "./profile-file.ts";

/** Leo XIV's profile file. */
export const POPE_FILE = "cardinal_robert_francis_prevost.json";

export const popeRecordQuery = () => apiQueries.cardinal(LEO_XIV_SLUG);

/** The file is served as text; the page treats a failure here as "no file" and keeps the record. */
export const popeFileQuery = () =>
  queryOptions({
    queryKey: ["pope", "file", POPE_FILE] as const,
    queryFn: async ({ client }) => {
      const text = await readerOf(client).read(ENDPOINTS.cardinalFile, { filename: POPE_FILE });
      if (text === null) throw new Error(`404: ${POPE_FILE} is missing`);
      return parseProfileFile(text);
    },
  });

export function usePopeRecord() {
  return useQuery(popeRecordQuery());
}

export function usePopeFile() {
  return useQuery(popeFileQuery());
}
