/**
 * The terms the downloads and the API page state; the roster is public facts. Its own module, without
 * zod: the API document's module is loaded by every start and needs only this text of open-data.ts.
 */
export const DATA_LICENCE =
  "CC0 1.0: the roster's facts are public and offered without restriction (compiled from Wikidata, which is CC0, the Holy See Press Office and Wikipedia's list of current cardinals). Profile texts are not part of the downloads.";
