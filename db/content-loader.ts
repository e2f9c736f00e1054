import { and, getTableColumns, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "./open.ts";
import { cardinals, meta, pollOptions, polls, pollVotes, rosterOverrides } from "./schema.ts";
import type { PollsFile } from "../src/shared/polls-file.ts";
import type { Roster, RosterMember } from "../src/shared/roster.ts";
import { findProfileFile } from "../src/shared/profile-files.ts";
import { bumpRosterVersion } from "./queries/roster-version.ts";
import { SUMMARY_FORMAT } from "./summary.ts";
import { dropOverride, overridesBySlug, overrideValue, releaseWins, type Override } from "./queries/roster-overrides.ts";
import { isStoredField, memberValue, toRow, withFields, type Tx } from "./roster-row.ts";
import { WRITE_TRANSACTION, withRederivableWrites, withStartupWait } from "./connection.ts";

/** What the server read from content/: the roster and the names and texts of profile files. */
export interface ContentBundle {
  rosterText: string;
  pollsText: string;
  profiles: ReadonlyMap<string, string>;
  /**
   * Made by `bun build.ts` from this very content (`prepareContent`): its hash and its files as
   * validated, so that the executable's start neither hashes nor validates its embedded copy again.
   */
  prepared?: { hash: string; parsed: () => ParsedContent };
}

/** The roster and polls files as their schemas read them (trimmed, checked). */
export interface ParsedContent { roster: Roster; polls: PollsFile }

function parseContent(bundle: ContentBundle): ParsedContent {
  // The schemas are built here, when content is parsed (a checkout's start, the build), not by every start's imports.
  const { rosterFile } = require("../src/shared/roster.ts") as typeof import("../src/shared/roster.ts");
  const { pollsFile } = require("../src/shared/polls-file.ts") as typeof import("../src/shared/polls-file.ts");
  return { roster: rosterFile.parse(JSON.parse(bundle.rosterText)), polls: pollsFile.parse(JSON.parse(bundle.pollsText)) };
}

/** What the build embeds beside the content: the hash a start compares, and the validated files (which fail the build when invalid). */
export function prepareContent(bundle: ContentBundle): { hash: string; parsed: ParsedContent } {
  return { hash: contentHash(bundle), parsed: parseContent(bundle) };
}

export interface LoadResult { loaded: boolean; members: number; asOf: string; hash: string }

function contentHash(bundle: ContentBundle): string {
  // The summary's format is part of what is loaded: a release that writes summaries differently rewrites the stored ones.
  // Bun's hasher, not node:crypto, whose loading cost the executable's start tens of milliseconds (the digest is the same).
  const hash = new Bun.CryptoHasher("sha256").update(SUMMARY_FORMAT).update(bundle.rosterText).update(bundle.pollsText);
  for (const name of [...bundle.profiles.keys()].sort()) hash.update(name).update(bundle.profiles.get(name)!);
  return hash.digest("hex");
}

/**
 * The member as the site should show it: the release's facts, except fields the
 * operator set, which keep the operator's value unless the release is newer
 * evidence (`releaseWins`); an override the release supersedes is dropped.
 */
function withOperatorEdits(tx: Tx, m: RosterMember, overrides: readonly Override[], asOf: string): RosterMember {
  const kept: Record<string, string | null> = {};
  for (const o of overrides) {
    if (!isStoredField(o.field)) continue;
    if (releaseWins(o, memberValue(m, o.field), asOf)) dropOverride(tx, o.slug, o.field);
    else kept[o.field] = overrideValue(o);
  }
  return withFields(m, kept);
}

/** Upserts polls and options by their content keys, so ids (and votes) survive edits. */
function loadPolls(tx: Tx, content: PollsFile): void {
  content.polls.forEach((poll, position) => {
    const row = { key: poll.key, type: poll.type, question: poll.question, description: poll.description, position };
    const { id } = tx.insert(polls).values(row).onConflictDoUpdate({ target: polls.key, set: row }).returning({ id: polls.id }).get();
    poll.options.forEach((option, index) => {
      const values = { pollId: id, key: option.key, label: option.label, position: index };
      tx.insert(pollOptions).values(values).onConflictDoUpdate({ target: [pollOptions.pollId, pollOptions.key], set: values }).run();
    });
    // An answer the content withdrew (such as vote counts no ballot can give) goes with its votes,
    // so those visitors can answer again; a poll shows only what its content offers.
    const withdrawn = and(sql`${pollOptions.pollId} = ${id}`, notInArray(pollOptions.key, poll.options.map((o) => o.key)));
    const gone = tx.select({ id: pollOptions.id }).from(pollOptions).where(withdrawn).all().map((o) => o.id);
    if (gone.length > 0) {
      tx.delete(pollVotes).where(inArray(pollVotes.optionId, gone)).run();
      tx.delete(pollOptions).where(inArray(pollOptions.id, gone)).run();
    }
  });
}

/**
 * Brings the cardinals table in line with content/ when the database is empty
 * or the content changed. Rows are upserted by slug, so ids (and anything that
 * points at them) survive a reload, and a restart never duplicates a row.
 */
/** The content already in the database when it is this very content; null when it must be loaded. */
function alreadyLoaded(db: Db, hash: string): LoadResult | null {
  // Plain SQL on the connection (inside the load's transaction too): every start asks this, and building
  // its first queries through drizzle cost milliseconds before the first answer.
  const stored = new Map(db.$client.query<{ key: string; value: string }, []>("SELECT key, value FROM meta WHERE key IN ('content_hash', 'content_as_of', 'content_members')").all().map((r) => [r.key, r.value]));
  const count = db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM cardinals").get()?.n ?? 0;
  // Cardinals the operator adds are rows beyond the last load's, so the count may have grown since.
  if (stored.get("content_hash") === hash && stored.has("content_as_of") && count >= Number(stored.get("content_members"))) {
    return { loaded: false, members: count, asOf: stored.get("content_as_of")!, hash };
  }
  return null;
}

export function loadContent(db: Db, bundle: ContentBundle): LoadResult {
  const hash = bundle.prepared?.hash ?? contentHash(bundle);
  // Unchanged content is recognised by its hash alone: no JSON parsing or validation on an ordinary restart.
  const unchanged = alreadyLoaded(db, hash);
  if (unchanged) return unchanged;
  const { roster, polls: pollContent } = bundle.prepared ? bundle.prepared.parsed() : parseContent(bundle);
  const result = { members: roster.members.length, asOf: roster.asOf, hash };

  const names = new Set(bundle.profiles.keys());
  // Re-derived from the embedded content whenever the stored hash is missing, so it need not wait for an fsync.
  // IMMEDIATE takes the write lock before reading, so a second server starting on the same file waits
  // here for the first one's load and then finds the content loaded.
  const loadedMeanwhile = withStartupWait(db.$client, () => withRederivableWrites(db.$client, () => db.transaction((tx) => {
    const meanwhile = alreadyLoaded(db, hash);
    if (meanwhile) return meanwhile;
    // One statement for the whole roster: building and running 246 upserts one by one dominated a first start.
    const overrides = overridesBySlug(tx);
    const rows = roster.members.map((release) => {
      const member = withOperatorEdits(tx, release, overrides.get(release.slug) ?? [], roster.asOf);
      return toRow(member, findProfileFile(member.name, names));
    });
    const columns = getTableColumns(cardinals);
    const set = Object.fromEntries(Object.keys(rows[0] ?? {}).map((key) => [key, sql.raw(`excluded.${columns[key as keyof typeof columns].name}`)]));
    if (rows.length) tx.insert(cardinals).values(rows).onConflictDoUpdate({ target: cardinals.slug, set }).run();
    // A cardinal who has left the roster stays if he holds poll votes (no acknowledged
    // vote is lost) or if the operator added or edited him (releases do not undo the operator).
    tx.delete(cardinals).where(and(
      notInArray(cardinals.slug, roster.members.map((m) => m.slug)),
      sql`${cardinals.id} NOT IN (SELECT cardinal_id FROM cardinal_votes)`,
      sql`${cardinals.slug} NOT IN (SELECT ${rosterOverrides.slug} FROM ${rosterOverrides})`,
    )).run();
    loadPolls(tx, pollContent);
    const stored = tx.select({ n: sql<number>`count(*)` }).from(cardinals).get()?.n ?? 0;
    for (const [key, value] of [["content_hash", hash], ["content_as_of", roster.asOf], ["content_members", String(stored)]] as const) {
      tx.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
    }
    bumpRosterVersion(tx);
    return null;
  }, WRITE_TRANSACTION)));
  return loadedMeanwhile ?? { loaded: true, ...result };
}
