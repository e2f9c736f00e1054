import type { Cardinal, Quote, Rating, Source, View } from "../../src/shared/cardinals.ts";
import { asList, type ProfileData } from "../../src/shared/profile-file.ts";

/** A cardinal as the panel shows it: the API record with the profile file merged over it. */
export interface CardinalProfile extends Omit<Cardinal, "views" | "ratings" | "quotes" | "sources"> {
  views: View[];
  ratings: Rating[];
  quotes: Quote[];
  sources: Source[];
}

/** A rating is shown only with a string category, a number and a string description. */
function showableRatings(list: unknown[]): Rating[] {
  return list.filter((r): r is Rating => {
    const x = r as Partial<Rating> | null;
    return !!x && typeof x.category === "string" && typeof x.rating === "number" && typeof x.description === "string";
  });
}

/** The file wins wherever it has a value. */
export function mergeProfile(record: Cardinal, file: ProfileData | null): CardinalProfile {
  const f = file ?? {};
  return {
    ...record,
    biography: f.biography ?? record.biography,
    cardinalPriestOf: f.cardinalPriestOf ?? record.cardinalPriestOf,
    episcopalMotto: f.episcopalMotto ?? record.episcopalMotto,
    education: f.education ?? record.education,
    churchPositions: f.churchPositions ?? record.churchPositions,
    views: (f.views ?? asList(record.views)) as View[],
    ratings: showableRatings(f.ratings ?? asList(record.ratings)),
    quotes: ((f.quotes ?? asList(record.quotes)) as Quote[]).filter((q) => typeof q?.text === "string" && q.text !== ""),
    sources: (f.sources ?? asList(record.sources)) as Source[],
  };
}
