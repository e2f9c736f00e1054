import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";

/**
 * One row per member of the roster (245 cardinals and the pope).
 * Age and elector status are deliberately absent: they change daily and are
 * computed from birth_date whenever a request is served.
 */
export const cardinals = sqliteTable(
  "cardinals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    fullName: text("full_name").notNull(),
    nameWithOrder: text("name_with_order").notNull(),
    lastName: text("last_name").notNull(),
    givenNames: text("given_names"),
    religiousOrder: text("religious_order"),
    nationality: text("nationality").notNull(),
    region: text("region").notNull(),
    birthDate: text("birth_date").notNull(),
    birthPlace: text("birth_place"),
    priestOrdination: text("priest_ordination"),
    episcopalConsecration: text("episcopal_consecration"),
    createdCardinal: text("created_cardinal"),
    createdBy: text("created_by"),
    rank: text("rank"),
    currentPosition: text("current_position"),
    status: text("status", { enum: ["cardinal", "pope"] }).notNull(),
    officialBiographyUrl: text("official_biography_url"),
    wikidataId: text("wikidata_id"),
    cardinalPriestOf: text("cardinal_priest_of"),
    episcopalMotto: text("episcopal_motto"),
    education: text("education"),
    earlyCareer: text("early_career"),
    churchPositions: text("church_positions"),
    content: text("content"),
    biography: text("biography"),
    /** JSON arrays, as the API has always carried them. */
    views: text("views"),
    ratings: text("ratings"),
    quotes: text("quotes"),
    sources: text("sources"),
    /** Name of this cardinal's file in content/profiles, when one exists. */
    profileFile: text("profile_file"),
    /** Accent-free lower-case keys so "Ángel" sorts with the A's. */
    sortName: text("sort_name").notNull(),
    sortLastName: text("sort_last_name").notNull(),
    sortNationality: text("sort_nationality").notNull(),
  },
  (t) => [
    index("cardinals_region_idx").on(t.region),
    index("cardinals_birth_date_idx").on(t.birthDate),
    index("cardinals_sort_last_name_idx").on(t.sortLastName),
  ],
);

/** Small key/value facts about the database itself (content hash, secrets). */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
