import { createHash } from "node:crypto";
import { and, getTableColumns, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "./open.ts";
import { cardinals, meta, pollOptions, polls } from "./schema.ts";
import { pollsFile, type PollsFile } from "../src/shared/polls.ts";
import { rosterFile, type Roster, type RosterMember } from "../src/shared/roster.ts";
import { foldText } from "../src/shared/text.ts";
import { findProfileFile } from "../src/shared/profile-files.ts";
import { factualSources, factualSummary } from "./summary.ts";
import { bumpRosterVersion } from "./queries/roster-version.ts";
import { withRederivableWrites } from "./connection.ts";

/** What the server read from content/: the roster and the names and texts of profile files. */
export interface ContentBundle {
  rosterText: string;
  pollsText: string;
  profiles: ReadonlyMap<string, string>;
}

export interface LoadResult { loaded: boolean; members: number; asOf: string; hash: string }

function contentHash(bundle: ContentBundle): string {
  const hash = createHash("sha256").update(bundle.rosterText).update(bundle.pollsText);
  for (const name of [...bundle.profiles.keys()].sort()) hash.update(name).update(bundle.profiles.get(name)!);
  return hash.digest("hex");
}

function toRow(m: RosterMember, profileNames: ReadonlySet<string>) {
  return {
    slug: m.slug, fullName: m.name, nameWithOrder: m.nameWithOrder, lastName: m.surname,
    givenNames: m.givenNames, religiousOrder: m.order, nationality: m.country, region: m.region,
    birthDate: m.born, birthPlace: m.birthplace, priestOrdination: m.ordainedPriest,
    episcopalConsecration: m.consecratedBishop, createdCardinal: m.created, createdBy: m.createdBy,
    rank: m.rank, currentPosition: m.office, status: m.status, officialBiographyUrl: m.pressOfficeBio,
    wikidataId: m.wikidata, content: factualSummary(m), sources: JSON.stringify(factualSources(m)),
    profileFile: findProfileFile(m.name, profileNames),
    sortName: foldText(m.name), sortLastName: foldText(m.surname), sortNationality: foldText(m.country),
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Upserts polls and options by their content keys, so ids (and votes) survive edits. */
function loadPolls(tx: Tx, content: PollsFile): void {
  content.polls.forEach((poll, position) => {
    const row = { key: poll.key, type: poll.type, question: poll.question, description: poll.description, position };
    const { id } = tx.insert(polls).values(row).onConflictDoUpdate({ target: polls.key, set: row }).returning({ id: polls.id }).get();
    poll.options.forEach((option, index) => {
      const values = { pollId: id, key: option.key, label: option.label, position: index };
      tx.insert(pollOptions).values(values).onConflictDoUpdate({ target: [pollOptions.pollId, pollOptions.key], set: values }).run();
    });
  });
}

/**
 * Brings the cardinals table in line with content/ when the database is empty
 * or the content changed. Rows are upserted by slug, so ids (and anything that
 * points at them) survive a reload, and a restart never duplicates a row.
 */
export function loadContent(db: Db, bundle: ContentBundle): LoadResult {
  const hash = contentHash(bundle);
  // Unchanged content is recognised by its hash alone: no JSON parsing or validation on an ordinary restart.
  const stored = new Map(db.select().from(meta).where(inArray(meta.key, ["content_hash", "content_as_of", "content_members"])).all().map((r) => [r.key, r.value]));
  const count = db.select({ n: sql<number>`count(*)` }).from(cardinals).get()?.n ?? 0;
  if (stored.get("content_hash") === hash && stored.has("content_as_of") && String(count) === stored.get("content_members")) {
    return { loaded: false, members: count, asOf: stored.get("content_as_of")!, hash };
  }
  const roster: Roster = rosterFile.parse(JSON.parse(bundle.rosterText));
  const pollContent = pollsFile.parse(JSON.parse(bundle.pollsText));
  const result = { members: roster.members.length, asOf: roster.asOf, hash };

  const names = new Set(bundle.profiles.keys());
  // Re-derived from the embedded content whenever the stored hash is missing, so it need not wait for an fsync.
  withRederivableWrites(db.$client, () => db.transaction((tx) => {
    // One statement for the whole roster: building and running 246 upserts one by one dominated a first start.
    const rows = roster.members.map((member) => toRow(member, names));
    const columns = getTableColumns(cardinals);
    const set = Object.fromEntries(Object.keys(rows[0] ?? {}).map((key) => [key, sql.raw(`excluded.${columns[key as keyof typeof columns].name}`)]));
    if (rows.length) tx.insert(cardinals).values(rows).onConflictDoUpdate({ target: cardinals.slug, set }).run();
    // A cardinal who has left the roster but holds poll votes stays, so no acknowledged vote is lost.
    tx.delete(cardinals).where(and(
      notInArray(cardinals.slug, roster.members.map((m) => m.slug)),
      sql`${cardinals.id} NOT IN (SELECT cardinal_id FROM cardinal_votes)`,
    )).run();
    loadPolls(tx, pollContent);
    const stored = tx.select({ n: sql<number>`count(*)` }).from(cardinals).get()?.n ?? 0;
    for (const [key, value] of [["content_hash", hash], ["content_as_of", roster.asOf], ["content_members", String(stored)]] as const) {
      tx.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
    }
    bumpRosterVersion(tx);
  }));
  return { loaded: true, ...result };
}
