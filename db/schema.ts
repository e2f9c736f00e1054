import { sqliteTable, integer, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    deathDate: text("death_date"),
    /** Where the death or the renunciation is reported; listed among the sources. */
    deathSource: text("death_source"),
    renunciationDate: text("renunciation_date"),
    renunciationSource: text("renunciation_source"),
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

/** One vote per visitor in the papal election poll: the unique index is the rule. */
export const cardinalVotes = sqliteTable(
  "cardinal_votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitorId: text("visitor_id").notNull().unique(),
    cardinalId: integer("cardinal_id").notNull().references(() => cardinals.id),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("cardinal_votes_cardinal_idx").on(t.cardinalId)],
);

export const polls = sqliteTable("polls", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** Stable name from content/polls.json, so reloading content keeps ids and votes. */
  key: text("key").notNull().unique(),
  type: text("type").notNull(),
  question: text("question").notNull(),
  description: text("description"),
  position: integer("position").notNull(),
});

export const pollOptions = sqliteTable(
  "poll_options",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pollId: integer("poll_id").notNull().references(() => polls.id),
    key: text("key").notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("poll_options_poll_key_idx").on(t.pollId, t.key)],
);

/** One vote per visitor per poll, enforced by the unique index. */
export const pollVotes = sqliteTable(
  "poll_votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pollId: integer("poll_id").notNull().references(() => polls.id),
    optionId: integer("option_id").notNull().references(() => pollOptions.id),
    visitorId: text("visitor_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("poll_votes_poll_visitor_idx").on(t.pollId, t.visitorId), index("poll_votes_option_idx").on(t.optionId)],
);

/** Operator settings: stream addresses, site messages, the game name. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Server-side admin sessions: only a hash of the token is kept, so a leaked database cannot sign in. */
export const adminSessions = sqliteTable("admin_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
});

/** Every accepted operator change: what, from, to, when. */
export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: text("at").notNull(),
  action: text("action").notNull(),
  oldValue: text("old_value"),
  newValue: text("new_value"),
});

/**
 * A field of a cardinal the operator set by hand (or by an accepted correction).
 * The content loader keeps these over a release's value unless the release is
 * newer evidence: see `releaseWins` in db/roster-overrides.ts.
 */
export const rosterOverrides = sqliteTable(
  "roster_overrides",
  {
    slug: text("slug").notNull(),
    /** The field's name as the API spells it (`currentPosition`, `deathDate`, …). */
    field: text("field").notNull(),
    /** JSON of the operator's value. */
    value: text("value").notNull(),
    /** JSON of the value the operator replaced (null for a cardinal the operator added). */
    replaced: text("replaced"),
    /** ISO day of the operator's edit, compared with a release's roster date. */
    editedOn: text("edited_on").notNull(),
    sourceUrl: text("source_url").notNull(),
  },
  (t) => [uniqueIndex("roster_overrides_slug_field_idx").on(t.slug, t.field)],
);

/** The public change log: one row per field changed by the operator or by an accepted correction. */
export const rosterChanges = sqliteTable(
  "roster_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** ISO timestamp of the commit. */
    at: text("at").notNull(),
    slug: text("slug").notNull(),
    cardinalName: text("cardinal_name").notNull(),
    field: text("field").notNull(),
    /** JSON of the old and new values (null: no value). */
    oldValue: text("old_value"),
    newValue: text("new_value"),
    sourceUrl: text("source_url").notNull(),
    note: text("note"),
    /** The visitor correction this change applied, if any. */
    correctionId: integer("correction_id"),
  },
  (t) => [index("roster_changes_at_idx").on(t.at)],
);

/** Corrections suggested by visitors, waiting for the operator or decided. */
export const corrections = sqliteTable(
  "corrections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at").notNull(),
    slug: text("slug").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    sourceUrl: text("source_url").notNull(),
    email: text("email"),
    status: text("status", { enum: ["pending", "accepted", "declined"] }).notNull(),
    decidedAt: text("decided_at"),
    reason: text("reason"),
  },
  (t) => [index("corrections_status_idx").on(t.status, t.id)],
);

/**
 * What the operator records during a vacancy of the See: one row per event, and
 * one per undo (which takes back the standing event before it). Rows are never
 * changed or deleted, so ids only grow and every open page can resume by id.
 */
export const conclaveLog = sqliteTable("conclave_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  type: text("type", { enum: ["vacancy", "conclave-start", "ballot", "elected", "new-pontificate", "undo"] }).notNull(),
  /** ISO instant of the event (for a conclave's start, the announced start). */
  at: text("at").notNull(),
  recordedAt: text("recorded_at").notNull(),
  sourceUrl: text("source_url").notNull(),
  note: text("note"),
  cause: text("cause", { enum: ["death", "renunciation"] }),
  smoke: text("smoke", { enum: ["black", "white"] }),
  slug: text("slug"),
  papalName: text("papal_name"),
});
